import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../app.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { SEED_TRANSLATIONS } from './sync-translations.js';

/**
 * Top-level ICU argument names: '{count, plural, one {# Item}}' → ['count']. Only braces at depth 0
 * open an argument: a select's or plural's option texts ('{Pending}') are the translator's words.
 */
function icuArguments(text: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (let at = 0; at < text.length; at++) {
    if (text[at] === '{') {
      if (depth === 0) names.push(/^\{\s*([A-Za-z_]\w*)/.exec(text.slice(at))?.[1] ?? '');
      depth += 1;
    } else if (text[at] === '}') depth = Math.max(0, depth - 1);
  }
  return names.sort();
}

describe('translations.json', () => {
  const en = SEED_TRANSLATIONS.en!;
  const ar = SEED_TRANSLATIONS.ar!;

  it('has the same ids in the same order for en and ar', () => {
    assert.deepEqual(Object.keys(ar), Object.keys(en));
  });

  it('keeps the ICU arguments of every English text in Arabic', () => {
    for (const [id, text] of Object.entries(en)) assert.deepEqual(icuArguments(ar[id]!), icuArguments(text), id);
    assert.deepEqual(icuArguments(en['remote.incompatible']!), ['hostVersion', 'remote', 'remoteVersion']);
    assert.deepEqual(icuArguments(en['cart.items']!), ['count']);
    assert.deepEqual(icuArguments(en['live.order.status']!), ['code', 'status']);
  });

  it('has no empty texts', () => {
    for (const dictionary of [en, ar]) for (const [id, text] of Object.entries(dictionary)) assert.ok(text.trim(), id);
  });
});

describe('message ids added to translations.json after a database was seeded', () => {
  /** Ids this change added; an older database lacks them. */
  const NEW_IDS = ['dialog.close', 'contact.send', 'cart.items', 'boot.fixFile', 'auth.logout.confirmation'];
  let testDb: TestDatabase;
  before(async () => {
    testDb = await createTestDatabase();
  });
  after(() => testDb.destroy());

  const start = () => buildApp({ logger: false, staticMounts: [], ...testDb.options });

  it('reach the database on the next start; edited texts are kept', async () => {
    const first = await start();
    try {
      // Make it look like a database seeded before these ids existed, with one text edited.
      await first.db.query('DELETE FROM translations WHERE key = ANY($1::text[])', [NEW_IDS]);
      await first.db.query("UPDATE translations SET text = 'Close it' WHERE locale = 'en' AND key = 'toast.close'");
      const missing = (await first.inject({ url: '/api/lang/ar' })).json().data;
      for (const id of NEW_IDS) assert.equal(id in missing, false, id);
    } finally {
      await first.close();
    }

    const second = await start();
    try {
      for (const locale of ['en', 'ar']) {
        const dictionary = (await second.inject({ url: `/api/lang/${locale}` })).json().data;
        for (const id of NEW_IDS) assert.equal(dictionary[id], SEED_TRANSLATIONS[locale]![id], `${locale} ${id}`);
        assert.deepEqual(Object.keys(dictionary).sort(), Object.keys(SEED_TRANSLATIONS[locale]!).sort(), locale);
      }
      const en = (await second.inject({ url: '/api/lang/en' })).json().data;
      assert.equal(en['toast.close'], 'Close it', 'an operator edit survives the restart');
    } finally {
      await second.close();
    }
  });
});
