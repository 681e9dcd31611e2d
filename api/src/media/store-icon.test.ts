import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pngPixels } from '../test-support/png-pixels.js';
import { pngDimensions } from './png.js';
import { iconInitial, iconVersion, renderStoreIcon, storeIconSvg } from './store-icon.js';

/** How many of the icon's pixels are inked: visible, and not the background colour. */
function inked(pixels: Uint8Array, background: readonly number[]): number {
  let count = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i + 3]! > 0 && [0, 1, 2].some((c) => pixels[i + c] !== background[c])) count++;
  }
  return count;
}

describe("the store's icon", () => {
  it("shows the name's first letter or digit, accents dropped, or nothing it cannot draw", () => {
    assert.equal(iconInitial('ShopMart'), 'S');
    assert.equal(iconInitial('  élan vital'), 'E');
    assert.equal(iconInitial('@home'), 'H');
    assert.equal(iconInitial('7 Days'), '7');
    assert.equal(iconInitial('متجر الحي'), null, "an Arabic name: the logo's bag");
    assert.equal(iconInitial(''), null);
  });

  it('draws every letter and digit, and the bag, inside a rounded square of the theme colour', async () => {
    const pink = [0xee, 0x45, 0x6b];
    for (const initial of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', null]) {
      const png = await renderStoreIcon({ initial, color: '#EE456B' }, 32, 'rounded');
      assert.deepEqual(pngDimensions(png), { width: 32, height: 32 });
      const pixels = (await pngPixels(png)).rgba;
      const share = inked(pixels, pink) / (32 * 32);
      assert.ok(share > 0.08 && share < 0.5, `${initial}: a bold mark, ${share}`);
      assert.equal(pixels[3], 0, `${initial}: a see-through corner`);
      assert.deepEqual([...pixels.subarray((16 * 32 + 1) * 4, (16 * 32 + 1) * 4 + 4)], [...pink, 255], 'the edge is the colour');
    }
    const square = (await pngPixels(await renderStoreIcon({ initial: 'S', color: '#EE456B' }, 180, 'square'))).rgba;
    assert.deepEqual([...square.subarray(0, 4)], [...pink, 255], 'a home-screen icon is filled to its corners');
  });

  it('keeps a maskable icon’s mark inside the circle a launcher may cut it to', async () => {
    for (const initial of ['W', 'M', null]) {
      const size = 512;
      const { rgba } = await pngPixels(await renderStoreIcon({ initial, color: '#EE456B' }, size, 'maskable'));
      let outside = 0;
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const i = (y * size + x) * 4;
          const background = rgba[i] === 0xee && rgba[i + 1] === 0x45 && rgba[i + 2] === 0x6b;
          if (!background && Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > size * 0.4) outside++;
        }
      }
      assert.equal(outside, 0, `${initial}: nothing of the mark outside the safe circle`);
      assert.deepEqual([...rgba.subarray(0, 4)], [0xee, 0x45, 0x6b, 255], 'filled to its corners');
    }
  });

  it('is an SVG whose only text is numbers and the colours given', () => {
    const svg = storeIconSvg({ initial: 'S', color: '#EE456B' }, 64, 'rounded');
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="64" height="64"/);
    assert.match(svg, /<rect width="64" height="64" rx="14\.08" fill="#EE456B"\/>/);
  });

  it('gives each name initial and colour its own version, and the same one every time', () => {
    const version = iconVersion({ initial: 'S', color: '#EE456B' });
    assert.match(version, /^[0-9a-f]{12}$/);
    assert.equal(iconVersion({ initial: 'S', color: '#EE456B' }), version);
    assert.notEqual(iconVersion({ initial: 'B', color: '#EE456B' }), version);
    assert.notEqual(iconVersion({ initial: 'S', color: '#1D4ED8' }), version);
    assert.notEqual(iconVersion({ initial: null, color: '#EE456B' }), version);
  });
});
