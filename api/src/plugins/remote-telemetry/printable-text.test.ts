import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cleanErrorMessage } from './error-message.js';
import { WITHOUT_CONTROLS, withoutControls } from './printable-text.js';

describe('text printed in a terminal', () => {
  it('loses escape sequences whole, and every other control character', () => {
    const cases: Array<[string, string]> = [
      ['\u001b]0;owned\u0007title', 'title'],
      ['\u001b]8;;https://evil.example\u001b\\link\u001b]8;;\u001b\\', 'link'],
      ['\u001b[2J\u001b[Hcleared', 'cleared'],
      ['\u001b[1;31mred\u001b[0m', 'red'],
      ['\u009b31mC1\u009d0;t\u009c', 'C1'],
      ['\u001bcreset', 'reset'],
      ['bell\u0007 back\u0008 del\u007f', 'bell back del'],
      ['gnp.exe\u202e', 'gnp.exe'],
      ['naïve — ok', 'naïve — ok'],
      ['ends with ESC\u001b', 'ends with ESC'],
    ];
    for (const [text, kept] of cases) assert.equal(withoutControls(text), kept, JSON.stringify(text));
  });

  it('keeps a message on one line, its tabs as spaces', () => {
    assert.equal(cleanErrorMessage('\u001b[31mTypeError:\tboom\u001b[0m\nat x'), 'TypeError: boom');
  });

  it('takes a version without control characters only', () => {
    assert.ok(WITHOUT_CONTROLS.test('0.3.0-pr.9 (beta)'));
    for (const bad of ['0.1.0\n', '0.1.0\u001b[2J', '0.1\u202e0', '\u0085'])
      assert.equal(WITHOUT_CONTROLS.test(bad), false, JSON.stringify(bad));
  });
});
