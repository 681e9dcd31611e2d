import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setSetting } from '../../db/queries/settings.js';
import { PAYMENT_PAGE_PREFIX } from '../../domain/orders-payment.js';
import { themeShades } from '../../lib/color.js';
import { pngDimensions } from '../../media/png.js';
import { pngPixel as pixel } from '../../test-support/png-pixels.js';
import { appForSuite } from '../../test-support/test-app.js';

/** The images an .ico holds: each entry's declared size and its PNG. */
function icoImages(ico: Buffer): Array<{ size: number; png: Buffer }> {
  assert.equal(ico.readUInt16LE(0), 0);
  assert.equal(ico.readUInt16LE(2), 1, 'an icon');
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + i * 16;
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return { size: ico[entry] || 256, png: ico.subarray(offset, offset + length) };
  });
}

describe("the store's icon", () => {
  const t = appForSuite();

  const get = (url: string) => t.app.inject({ url });
  /** Where the fixed address sends the browser, checked on the way. */
  const versioned = async (fixed: string) => {
    const response = await get(fixed);
    assert.equal(response.statusCode, 302, fixed);
    assert.equal(response.headers['cache-control'], 'public, max-age=300', `${fixed}: a new name or colour shows within minutes`);
    return String(response.headers.location);
  };

  it('is a favicon of 16 and 32 pixels and a home-screen icon of 180, each cached for good at its own address', async () => {
    const favicon = await versioned('/favicon.ico');
    assert.match(favicon, /^\/store-icon\/[0-9a-f]{12}\/favicon\.ico$/);
    const ico = await get(favicon);
    assert.equal(ico.statusCode, 200);
    assert.equal(ico.headers['content-type'], 'image/x-icon');
    assert.equal(ico.headers['cache-control'], 'public, max-age=31536000, immutable');
    const images = icoImages(ico.rawPayload);
    assert.deepEqual(
      images.map(({ size, png }) => [size, pngDimensions(png)]),
      [
        [16, { width: 16, height: 16 }],
        [32, { width: 32, height: 32 }],
      ],
    );

    const touch = await versioned('/apple-touch-icon.png');
    assert.match(touch, /^\/store-icon\/[0-9a-f]{12}\/apple-touch-icon\.png$/);
    const png = await get(touch);
    assert.equal(png.statusCode, 200);
    assert.equal(png.headers['content-type'], 'image/png');
    assert.equal(png.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual(pngDimensions(png.rawPayload), { width: 180, height: 180 });

    // Drawn in the theme colour (#EE456B), its corners transparent on a tab, filled to the edge for iOS (which rounds them).
    const [, big] = images;
    assert.deepEqual(await pixel(big!.png, 16, 2), [0xee, 0x45, 0x6b, 255]);
    assert.equal((await pixel(big!.png, 0, 0))[3], 0);
    assert.deepEqual(await pixel(png.rawPayload, 0, 0), [0xee, 0x45, 0x6b, 255]);
    // The letter S of ShopMart, in the colour that reads on it, crosses the middle of the icon.
    assert.deepEqual(await pixel(png.rawPayload, 90, 90), [0x1d, 0x1d, 0x1f, 255]);
  });

  it("changes address and picture when the store's name or theme colour changes, and sends outdated addresses on", async () => {
    const first = await versioned('/apple-touch-icon.png');
    const picture = async () => (await get(await versioned('/apple-touch-icon.png'))).rawPayload;
    const before = await picture();

    await setSetting(t.app.db, 'app_name', 'Bazaar');
    const renamed = await versioned('/apple-touch-icon.png');
    assert.notEqual(renamed, first);
    assert.notDeepEqual(await picture(), before, 'B, not S');

    await setSetting(t.app.db, 'theme_colors', themeShades('#1D4ED8'));
    const recoloured = await versioned('/apple-touch-icon.png');
    assert.notEqual(recoloured, renamed);
    const blue = await picture();
    assert.deepEqual(await pixel(blue, 0, 0), [0x1d, 0x4e, 0xd8, 255]);
    assert.deepEqual(await pixel(blue, 10, 90), [0x1d, 0x4e, 0xd8, 255]);
    assert.deepEqual(await pixel(blue, 66, 90), [255, 255, 255, 255], "B's stem, white on the dark blue");

    // A page cached before the change still finds the icon: the old address sends the browser to the new one.
    const outdated = await get(first);
    assert.equal(outdated.statusCode, 302);
    assert.equal(outdated.headers.location, recoloured);
    assert.equal(outdated.headers['cache-control'], 'public, max-age=300');

    await setSetting(t.app.db, 'app_name', 'متجر الحي');
    const bag = await picture();
    assert.notDeepEqual(bag, blue, "a name the icon cannot spell gets the logo's bag");
    assert.deepEqual(pngDimensions(bag), { width: 180, height: 180 });
  });

  it("is linked from the server's own pages, the icon and the home-screen icon both", async () => {
    const response = await get(`${PAYMENT_PAGE_PREFIX}no-such-link`);
    assert.equal(response.statusCode, 404, 'the payment link page, for a link that leads nowhere');
    const head = /<head>([\s\S]*)<\/head>/.exec(response.body)![1]!;
    assert.deepEqual(
      [...head.matchAll(/<link rel="[^"]*icon"[^>]*>/g)].map(([tag]) => tag),
      ['<link rel="icon" href="/favicon.ico">', '<link rel="apple-touch-icon" href="/apple-touch-icon.png">'],
    );
  });

  it('answers 404 for another file or a malformed version', async () => {
    const version = (await versioned('/favicon.ico')).split('/')[2];
    for (const url of [`/store-icon/${version}/icon.svg`, '/store-icon/xyz/favicon.ico', `/store-icon/${version}/../favicon.ico`]) {
      assert.equal((await get(url)).statusCode, 404, url);
    }
  });
});
