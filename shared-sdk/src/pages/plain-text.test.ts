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

  it("keeps a '<' that no '>' closes as text, and reads tag names whatever their case", () => {
    expect(plainText('<B>and</B><P>3</P> 1 < 2')).toBe('and 3 1 < 2');
    expect(plainText('a<pre>b</pre>c')).toBe('abc');
  });

  // A quadratic reading of 100 KB is billions of steps (many seconds); a linear one takes ~10 ms
  // here. The bound sits far from both so a loaded CI machine cannot fail it.
  it('reads 100 KB of its worst cases in linear time', () => {
    for (const worst of ['<'.repeat(100_000), '<p'.repeat(50_000), `<${' '.repeat(100_000)}`, '&amp'.repeat(25_000)]) {
      const started = performance.now();
      plainText(worst);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});
