import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { luminance, mix, parseHex, themeShades, toHex } from './color.js';

describe('colour helpers', () => {
  it('round-trips hex colours', () => {
    assert.deepEqual(parseHex('#ee456b'), [238, 69, 107]);
    assert.equal(toHex([238, 69, 107]), '#EE456B');
    assert.throws(() => parseHex('red'), /#rrggbb/);
  });

  it('mixes channel by channel', () => {
    assert.deepEqual(mix([0, 0, 0], [255, 255, 255], 0.5), [127.5, 127.5, 127.5]);
  });

  it('computes eleven shades around the brand colour, light to dark', () => {
    const shades = themeShades('#EE456B');
    assert.equal(shades.primary, '#EE456B');
    assert.equal(shades.primary500, '#EE456B');
    assert.equal(shades.primary50, '#FEF0F3');
    const order = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950].map((s) => luminance(parseHex(shades[`primary${s}`]!)));
    assert.deepEqual(
      [...order].sort((a, b) => b - a),
      order,
    );
  });
});
