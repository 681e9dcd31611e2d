import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SEED_TRANSLATIONS, syncTranslations } from '../../db/seed/sync-translations.js';
import { appForSuite } from '../../test-support/test-app.js';

describe('GET /api/lang/:locale', () => {
  const t = appForSuite();

  const get = (locale: string) => t.app.inject({ method: 'GET', url: `/api/lang/${locale}` });

  it('returns the English dictionary', async () => {
    const res = await get('en');
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.equal(data['nav.home'], 'Home');
    assert.equal(data['title.supportTicketDetails'], 'Support Ticket Details');
    assert.deepEqual(data, SEED_TRANSLATIONS.en);
  });

  it('returns Arabic text for every English id', async () => {
    const { data } = (await get('ar')).json();
    assert.deepEqual(Object.keys(data).sort(), Object.keys(SEED_TRANSLATIONS.en!).sort());
    assert.equal(data['nav.home'], 'الرئيسية');
    for (const [id, text] of Object.entries<string>(data)) {
      // A text made only of placeholders and signs ('-{percent}%') has nothing to translate.
      if (!/\p{L}/u.test(text.replace(/\{\w+\}/g, ''))) continue;
      assert.match(text, /[\u0600-\u06FF]/, id);
    }
  });

  it("leaves out of the English dictionary the messages whose text is the code's default for ?omit=defaults", async () => {
    const english = (await t.app.inject({ method: 'GET', url: '/api/lang/en?omit=defaults&format=ast' })).json().data;
    assert.deepEqual(english, {}, 'the seeded English is the code defaults');
    // Another language is sent whole, even a message that reads the same ('-{percent}%'): a default
    // is formatted by English rules.
    const arabic = (await t.app.inject({ method: 'GET', url: '/api/lang/ar?omit=defaults' })).json().data;
    assert.deepEqual(arabic, (await get('ar')).json().data);
    assert.equal(arabic['product.discountBadge'], SEED_TRANSLATIONS.en!['product.discountBadge']);
    // A text the operator changed is no longer the default: it is sent.
    await t.app.db.query(`UPDATE translations SET text = 'Start' WHERE key = 'nav.home' AND locale = 'en'`);
    try {
      // Another address than those asked above: nothing kept answers it.
      const changed = await t.app.inject({ method: 'GET', url: '/api/lang/en?omit=defaults&format=text' });
      assert.deepEqual(changed.json().data, { 'nav.home': 'Start' });
    } finally {
      await t.app.db.query(`UPDATE translations SET text = 'Home' WHERE key = 'nav.home' AND locale = 'en'`);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/lang/en?omit=everything' });
    assert.equal(bad.statusCode, 422);
    assert.ok(bad.json().errors?.omit, JSON.stringify(bad.json()));
  });

  it('answers the messages with ICU syntax precompiled for ?format=ast, text alone as text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lang/ar?format=ast' });
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.deepEqual(Object.keys(data).sort(), Object.keys(SEED_TRANSLATIONS.en!).sort());
    assert.equal(data['nav.home'], 'الرئيسية');
    const withArgument = Object.entries<unknown>(data).find(([id]) => /\{\w+\}/.test(SEED_TRANSLATIONS.ar![id] ?? ''));
    assert.ok(withArgument, 'a message with a placeholder');
    assert.ok(
      (withArgument[1] as { type: number }[]).some((element) => element.type !== 0),
      withArgument[0],
    );
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/lang/ar?format=xml' })).statusCode, 422);
  });

  it('accepts any letter case and falls back from a region to its language', async () => {
    assert.equal((await get('AR')).json().data['nav.home'], 'الرئيسية');
    assert.equal((await get('en-US')).json().data['nav.home'], 'Home');
  });

  it('answers 404 with a message for an unknown locale', async () => {
    const res = await get('xx');
    assert.equal(res.statusCode, 404);
    assert.equal(typeof res.json().message, 'string');
  });

  it('answers 422 naming the field for a malformed locale', async () => {
    for (const locale of ['x', 'toolong', 'e1', 'en_US']) {
      const res = await get(locale);
      assert.equal(res.statusCode, 422, locale);
      const body = res.json();
      assert.equal(typeof body.message, 'string');
      assert.deepEqual(Object.keys(body.errors), ['locale']);
      assert.equal(body.message, body.errors.locale[0]);
    }
  });

  it('adds message ids that appear in translations.json after the first seed', async () => {
    await t.app.db.query("DELETE FROM translations WHERE key = 'nav.home'");
    await t.app.db.query("UPDATE translations SET text = 'Start' WHERE locale = 'en' AND key = 'title.home'");
    assert.equal(await syncTranslations(t.app.db), 2);
    const { data } = (await get('en')).json();
    assert.equal(data['nav.home'], 'Home');
    assert.equal(data['title.home'], 'Start', 'an edited text is kept');
  });
});
