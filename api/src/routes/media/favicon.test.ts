import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getSettingValue, setSetting } from '../../db/queries/settings.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('GET /favicon.ico', () => {
  let t: TestApp;
  let logo: unknown;
  before(async () => {
    t = await createTestApp();
    logo = await getSettingValue(t.app.db, 'web_logo');
  });
  after(() => t.close());

  const favicon = () => t.app.inject({ url: '/favicon.ico' });

  it("sends the browser to the store's logo, for a few minutes only", async () => {
    const response = await favicon();
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, logo);
    assert.match(String(logo), /^\/media\/generated\/logo\//);
    assert.equal(response.headers['cache-control'], 'public, max-age=300');
    assert.equal((await t.app.inject({ url: String(logo) })).statusCode, 200, 'and the logo is there');
  });

  it('draws an icon in the theme colour when the store has no logo, or one that is not an image URL of ours or https', async () => {
    for (const value of ['', 'javascript:alert(1)', '//evil.example/x.png', 'http://evil.example/x.png']) {
      await setSetting(t.app.db, 'web_logo', value);
      const response = await favicon();
      assert.equal(response.statusCode, 200, value);
      assert.match(response.headers['content-type'] as string, /^image\/svg\+xml/);
      assert.equal(response.headers['cache-control'], 'public, max-age=300');
      assert.match(response.body, /^<svg [^>]*width="32" height="32"/);
      assert.match(response.body, /fill="#EE456B"/);
      assert.match(response.body, />S<\/text><\/svg>$/, "the store name's first letter");
    }
    await setSetting(t.app.db, 'web_logo', 'https://cdn.example/logo.png');
    assert.equal((await favicon()).headers.location, 'https://cdn.example/logo.png');
    await setSetting(t.app.db, 'web_logo', logo);
  });
});
