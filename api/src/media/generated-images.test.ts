import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { CATEGORIES } from '../db/seed/data/catalog.js';
import { slugify } from '../lib/slug.js';
import { escapeXml, qrModules, renderImage, startsRightToLeft, wrapText } from './generated-images.js';
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

describe('the product picture', () => {
  it('draws the item with no words on it, whatever the language of the page it is shown on', () => {
    const picture = renderImage({ kind: 'product', seed: '12-1', slug: 'dotted-a5-notebook' });
    assert.ok(picture);
    assert.doesNotMatch(picture, /<text/);
    assert.match(picture, /<title>Dotted A5 Notebook<\/title>/, 'named for what reads the file alone');
  });
});

const PLAY_LINK = 'https://play.google.com/store/apps/details?id=com.shopmart.app';
const fingerprint = (modules: boolean[][]) =>
  createHash('sha256')
    .update(modules.map((row) => row.map((dark) => (dark ? '1' : '0')).join('')).join('\n'))
    .digest('hex');

describe('the QR image', () => {
  it('draws the matrices an independent decoder (jsQR) read back as their text', () => {
    // Fingerprints of matrices decoded with jsQR when they were first drawn; the qrcode library must
    // keep producing them (same version, error correction M, same mask).
    assert.equal(fingerprint(qrModules('Hi')), 'da359caea8895b421a7e65f47c146074c70504abffade1febd423013e8affb40');
    assert.equal(fingerprint(qrModules(PLAY_LINK)), 'aa368f23ce2adf05471be3d6e62cf99dce92bcfcc2ae39e6e3196e890ec5f53d');
    assert.equal(qrModules(PLAY_LINK).length, 33, 'version 4 for the store link');
  });

  it('paints one square per dark module, inside a four-module quiet zone', () => {
    const modules = qrModules(PLAY_LINK);
    const svg = renderImage({ kind: 'qr', seed: '1', slug: 'download-app', text: PLAY_LINK });
    const squares = [...svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => [Number(x) - 4, Number(y) - 4] as const);
    const dark = modules.flatMap((row, y) => row.flatMap((isDark, x) => (isDark ? [[x, y] as const] : [])));
    assert.deepEqual(squares, dark);
    assert.match(svg, /<rect width="41" height="41"/);
  });
});

describe('banner artwork', () => {
  const words = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map(([, line]) => line);

  it('draws only the title: no button words, which would show one language to every shopper', () => {
    assert.deepEqual(words(renderImage({ kind: 'banner', seed: '1', slug: 'summer-fashion-sale' })), ['Summer Fashion', 'Sale']);
    assert.deepEqual(words(renderImage({ kind: 'ad', seed: '2', slug: 'get-outdoors-camping-gear' })), ['Get Outdoors', 'Camping Gear']);
    assert.deepEqual(words(renderImage({ kind: 'flash-sale', seed: '1', slug: 'mega-flash-sale' })), [], "a sale's picture has none");
  });

  it("draws a title in another language in place of the slug's, right to left from the right edge when it reads so", () => {
    const svg = renderImage({ kind: 'banner', seed: '1', slug: 'summer-fashion-sale', text: 'تخفيضات أزياء الصيف' });
    assert.deepEqual(words(svg), ['تخفيضات أزياء', 'الصيف']);
    assert.match(svg, /<title>تخفيضات أزياء الصيف<\/title>/);
    assert.match(svg, /<text x="1116" [^>]*direction="rtl" text-anchor="start"/, 'anchored at 93% of the width');
    assert.doesNotMatch(svg, /Summer|Fashion|Sale/);
    const english = renderImage({ kind: 'banner', seed: '1', slug: 'summer-fashion-sale', text: 'Summer Fashion Sale' });
    assert.match(english, /<text x="84" /, 'left to right from the left edge');
    assert.doesNotMatch(english, /direction="rtl"/);
  });

  it('reads the direction from the first letter, as dir="auto" does', () => {
    assert.equal(startsRightToLeft('تخفيضات'), true);
    assert.equal(startsRightToLeft('50% تخفيضات'), true, 'digits and signs are neutral');
    assert.equal(startsRightToLeft('שלום'), true);
    assert.equal(startsRightToLeft('iPhone عروض'), false);
    assert.equal(startsRightToLeft(''), false);
  });
});
