import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { encodeQr, type QrMatrix } from './qr-code.js';

const fingerprint = (m: QrMatrix) =>
  createHash('sha256').update(m.map((row) => row.map((dark) => (dark ? '1' : '0')).join('')).join('\n')).digest('hex');

function hasFinder(m: QrMatrix, top: number, left: number): boolean {
  for (let dy = 0; dy < 7; dy++) {
    for (let dx = 0; dx < 7; dx++) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      if (m[top + dy]![left + dx] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('encodeQr', () => {
  it('picks the smallest version that fits (21 modules for short text, 4 more per version)', () => {
    assert.equal(encodeQr('Hi').length, 21);
    assert.equal(encodeQr('https://play.google.com/store/apps/details?id=com.shopmart.app').length, 33);
    assert.equal(encodeQr('x'.repeat(213)).length, 57);
  });

  it('draws the three finder patterns and the timing lines', () => {
    const m = encodeQr('https://shopmart.example/');
    const n = m.length;
    assert.ok(hasFinder(m, 0, 0) && hasFinder(m, 0, n - 7) && hasFinder(m, n - 7, 0));
    for (let i = 8; i < n - 8; i++) {
      assert.equal(m[6]![i], i % 2 === 0);
      assert.equal(m[i]![6], i % 2 === 0);
    }
    assert.equal(m[n - 8]![8], true, 'dark module');
  });

  it('is stable (these matrices were verified with an independent decoder, jsQR)', () => {
    assert.equal(fingerprint(encodeQr('Hi')), EXPECTED.hi);
    assert.equal(fingerprint(encodeQr('https://play.google.com/store/apps/details?id=com.shopmart.app')), EXPECTED.play);
  });

  it('refuses text longer than version 10 holds', () => {
    assert.throws(() => encodeQr('x'.repeat(214)), /too long/);
  });
});

const EXPECTED = {
  hi: 'da359caea8895b421a7e65f47c146074c70504abffade1febd423013e8affb40',
  play: 'aa368f23ce2adf05471be3d6e62cf99dce92bcfcc2ae39e6e3196e890ec5f53d',
};
