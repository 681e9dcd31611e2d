import { plainText } from './plain-text';

describe('plainText', () => {
  it('turns description HTML into one line of text for a meta description', () => {
    expect(plainText('<h2>Fit</h2><p>Regular <b>fit</b>,&nbsp;100% cotton &amp; soft.</p><ul><li>Navy</li><li>Olive</li></ul>')).toBe(
      'Fit Regular fit, 100% cotton & soft. Navy Olive',
    );
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const text = plainText(`<p>${'word '.repeat(60)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text).toMatch(/word…$/);
  });
});
