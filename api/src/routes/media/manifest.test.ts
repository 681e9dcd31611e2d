import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setSetting } from '../../db/queries/settings.js';
import { themeShades } from '../../lib/color.js';
import { pngDimensions } from '../../media/png.js';
import { appForSuite } from '../../test-support/test-app.js';

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('the web app manifest', () => {
  const t = appForSuite();
  const manifest = async (query = '', headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: `/manifest.webmanifest${query}`, headers });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/manifest+json; charset=utf-8');
    assert.equal(response.headers['cache-control'], 'public, max-age=300');
    return response.json<Manifest>();
  };

  it('makes the store installable: its name, a standalone window from home, its theme colour and its icons', async () => {
    const answer = await manifest();
    assert.equal(answer.name, 'ShopMart');
    assert.equal(answer.short_name, 'ShopMart');
    assert.equal(answer.start_url, '/');
    assert.equal(answer.display, 'standalone');
    assert.equal(answer.theme_color, '#EE456B');
    assert.deepEqual(
      answer.icons.map(({ sizes, type, purpose }) => `${sizes} ${type} ${purpose}`),
      ['192x192 image/png any', '512x512 image/png any', '512x512 image/png maskable'],
    );
    for (const icon of answer.icons) {
      const image = await t.app.inject({ url: icon.src });
      assert.equal(image.statusCode, 200, icon.src);
      assert.equal(image.headers['content-type'], 'image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      assert.deepEqual(pngDimensions(image.rawPayload), { width, height }, icon.src);
    }
  });

  it('speaks the language asked, with its direction, and the request’s own for a language the store lacks', async () => {
    const arabic = await manifest('?lang=ar');
    assert.equal(arabic.lang, 'ar');
    assert.equal(arabic.dir, 'rtl');
    assert.equal((await manifest('?lang=en')).dir, 'ltr');
    const unknown = await manifest('?lang=xx', { 'accept-language': 'ar' });
    assert.equal(unknown.lang, 'ar');
    assert.equal((await manifest('?lang=%3Cscript%3E')).lang, 'en');
  });

  it('follows the settings: a new name and colour, a short name cut for the home screen', async () => {
    await setSetting(t.app.db, 'app_name', 'The Neighbourhood Corner Shop');
    await setSetting(t.app.db, 'theme_colors', themeShades('#1D4ED8'));
    const answer = await manifest();
    assert.equal(answer.name, 'The Neighbourhood Corner Shop');
    assert.equal(answer.short_name, 'The Neighbou');
    assert.equal(answer.theme_color, '#1D4ED8');
    const [icon] = answer.icons;
    const image = await t.app.inject({ url: icon!.src });
    assert.equal(image.statusCode, 200, 'the icon of the new name and colour');
  });
});
