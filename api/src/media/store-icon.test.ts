import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { encodePng, pngDimensions } from './png.js';
import { drawStoreIcon, iconInitial, iconVersion } from './store-icon.js';

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

  it('draws every letter and digit, and the bag, inside a rounded square of the theme colour', () => {
    const pink = [0xee, 0x45, 0x6b];
    for (const initial of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', null]) {
      const pixels = drawStoreIcon({ initial, color: '#EE456B' }, 32, true);
      assert.equal(pixels.length, 32 * 32 * 4);
      const share = inked(pixels, pink) / (32 * 32);
      assert.ok(share > 0.08 && share < 0.5, `${initial}: a bold mark, ${share}`);
      assert.equal(pixels[3], 0, `${initial}: a see-through corner`);
      assert.deepEqual([...pixels.subarray((16 * 32 + 1) * 4, (16 * 32 + 1) * 4 + 4)], [...pink, 255], 'the edge is the colour');
    }
    const square = drawStoreIcon({ initial: 'S', color: '#EE456B' }, 180, false);
    assert.deepEqual([...square.subarray(0, 4)], [...pink, 255], 'a home-screen icon is filled to its corners');
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

describe('PNG files', () => {
  it('hold the pixels given, one unfiltered row after another, behind a valid header', () => {
    const pixels = Uint8Array.from({ length: 3 * 2 * 4 }, (_, i) => (i * 37) % 256);
    const png = encodePng(3, 2, pixels);
    assert.deepEqual(pngDimensions(png), { width: 3, height: 2 });
    const idat = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idat + 4, idat + png.readUInt32BE(idat - 4) + 4));
    assert.deepEqual([...raw], [0, ...pixels.subarray(0, 12), 0, ...pixels.subarray(12)]);
    assert.equal(pngDimensions(Buffer.from('not a png at all, not at all')), null);
    assert.throws(() => encodePng(3, 3, pixels), /Expected 36 bytes/);
  });
});
