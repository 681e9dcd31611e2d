import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SEED_TRANSLATIONS, syncTranslations } from '../../db/seed/sync-translations.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('GET /api/lang/:locale', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

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
