import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SearchCatalogue, type SearchRow } from './search-engine.js';
import { searchFolder } from './search-text.js';

/** A product's search row as the database writes it: names A, brand B, category and shop C, description D. */
function row(id: number, name: string, more: { brand?: string; category?: string; description?: string; sold?: number } = {}): SearchRow {
  const words = new Map<string, string[]>();
  let position = 0;
  const add = (text: string | undefined, weight: string) => {
    for (const word of (text ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
      position++;
      words.set(word, [...(words.get(word) ?? []), `${position}${weight}`]);
    }
  };
  add(name, 'A');
  add(more.brand, 'B');
  add(more.category, 'C');
  add(more.description, '');
  const text = [...words].map(([word, at]) => `'${word}':${at.join(',')}`).join(' ');
  return { id, names: [name.toLowerCase()], words: text, sold: more.sold ?? 0, rating: 0 };
}

const fold = searchFolder(new Map([['é', 'e']]));

async function catalogue(): Promise<SearchCatalogue> {
  return SearchCatalogue.build(
    [
      row(1, 'Studio Pro Headphones', { brand: 'Sonique', category: 'Audio', sold: 5 }),
      row(2, 'Buds Air Earbuds', { brand: 'Sonique', category: 'Audio', description: 'wireless headphones for running' }),
      row(3, 'Pulse Smartwatch', { brand: 'Pulse', category: 'Wearables' }),
      row(4, 'Teddy Bear', { category: 'Toys', sold: 9 }),
      row(5, 'Teddy', { category: 'Toys' }),
      row(6, 'Headphones Stand', { category: 'Audio', sold: 1 }),
      row(7, 'Café Table', { category: 'Furniture' }),
    ],
    fold,
  );
}

describe('SearchCatalogue', () => {
  it('ranks a name that is the text, then one that begins with it, then the names, then the description', async () => {
    const search = await catalogue();
    // "headphones": 6 begins with it (5), 1 has the word in its name (4), 2 only in its description (1).
    assert.deepEqual(search.search('headphones'), [6, 1, 2]);
    assert.deepEqual(search.search('Teddy'), [5, 4]);
    assert.deepEqual(search.search('sonique'), [1, 2], 'the brand: the better seller first');
  });

  it('forgives a typo, a word being typed, another form of a word and accents', async () => {
    const search = await catalogue();
    // Two names with the word as widened rank alike: the better seller first.
    assert.deepEqual(search.search('hedphones'), [1, 6, 2]);
    assert.deepEqual(search.search('headph'), [6, 1, 2]);
    assert.deepEqual(search.search('earbud'), [2]);
    assert.deepEqual(search.search('CAFÉ'), [7]);
    assert.deepEqual(search.search('%!'), [], 'nothing searchable');
  });

  it('reads two words the catalogue writes as one, and one word it writes as two', async () => {
    const search = await catalogue();
    assert.deepEqual(search.search('smart watch'), [3]);
    assert.deepEqual(search.search('teddybear'), [4]);
  });

  it('needs every typed word', async () => {
    const search = await catalogue();
    assert.deepEqual(search.search('sonique running'), [2]);
    assert.deepEqual(search.search('sonique table'), []);
  });

  it('offers the closest search that finds something, and nothing when the text finds something', async () => {
    const search = await catalogue();
    assert.equal(search.correction('headphonez stnd'), 'headphones stand');
    assert.equal(search.correction('teddy furniture'), 'furniture', 'together they find nothing: the longest that does');
    assert.equal(search.correction('zzzz'), null);
    assert.equal(search.correction('teddy'), null);
  });

  it('answers the first few of many in the same order as all of them', async () => {
    const search = await SearchCatalogue.build(
      Array.from({ length: 60 }, (_, i) => row(i + 1, `Lamp ${i % 7 === 0 ? 'Desk' : 'Floor'}`, { sold: (i * 37) % 11 })),
      fold,
    );
    for (const text of ['lamp', 'lamp desk', 'la', 'floor'])
      assert.deepEqual(search.search(text, 5), search.search(text).slice(0, 5), text);
  });

  it('breaks ties by sales as they are now', async () => {
    const search = await catalogue();
    search.setSales(2, 50, 0);
    assert.deepEqual(search.search('sonique'), [2, 1]);
  });
});
