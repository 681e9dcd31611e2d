import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATEGORIES } from '../db/seed/data/catalog.js';
import { slugify } from '../lib/slug.js';
import { escapeXml, wrapText } from './generated-images.js';
import { iconForName } from './icons.js';

describe('generated image helpers', () => {
  it('escapes markup characters', () => {
    assert.equal(escapeXml(`<a href="x">'&'</a>`), '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('wraps titles into a bounded number of lines', () => {
    assert.deepEqual(wrapText('Classic Oxford Shirt', 12, 2), ['Classic', 'Oxford Shirt']);
    const lines = wrapText('A very long product name that keeps going on and on', 10, 2);
    assert.equal(lines.length, 2);
    assert.match(lines[1]!, /…$/);
  });

  it('finds a fitting pictogram for every demo product, category and sub-category', () => {
    for (const category of CATEGORIES) {
      assert.notEqual(iconForName(slugify(category.name)), 'gift', category.name);
      for (const sub of category.subCategories) {
        assert.notEqual(iconForName(slugify(sub.name)), 'gift', sub.name);
        for (const [name] of sub.products) assert.notEqual(iconForName(slugify(name)), 'gift', name);
      }
    }
  });
});
