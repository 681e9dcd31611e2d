import { buildTheme, contrastWithWhite, legiblePrimary, primaryScale, themeCssVariables } from './theme';

describe('theme', () => {
  it('uses the server shades and fills the missing ones', () => {
    const scale = primaryScale({ primary: '#ff0000', primary500: '#ee0000' });
    expect(scale[500]).toBe('#ee0000');
    expect(scale[50]).toMatch(/^#f[0-9a-f]{5}$/);
    expect(scale[950]).toMatch(/^#[0-4][0-9a-f]{5}$/);
  });
  it('carries the direction and exposes CSS variables for 50..950, the text and the background', () => {
    const theme = buildTheme({ primary: '#123456' }, 'rtl');
    expect(theme.direction).toBe('rtl');
    const vars = themeCssVariables(theme);
    expect(vars['--primary']).toBe('#123456');
    expect(vars['--text']).toBe(theme.colors.text);
    expect(vars['--background']).toBe(theme.colors.background);
    expect(Object.keys(vars)).toHaveLength(14);
  });
});

describe('a legible primary (WCAG AA, 4.5:1 against white)', () => {
  it('keeps a dark enough brand colour as it is', () => {
    expect(buildTheme({ primary: '#123456' }, 'ltr').colors.primary).toBe('#123456');
  });

  it('darkens a light brand colour to the first shade that reads on white, keeping the brand for decoration', () => {
    const theme = buildTheme({ primary: '#EE456B' }, 'ltr');
    expect(theme.colors.brand).toBe('#EE456B');
    expect(theme.colors.primary).not.toBe('#EE456B');
    expect(contrastWithWhite(theme.colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite('#EE456B')).toBeLessThan(4.5);
  });

  it('falls back to black for a colour no shade of which reads', () => {
    const scale = primaryScale({ primary: '#ffff00' });
    const white = Object.fromEntries(Object.keys(scale).map((k) => [k, '#ffffff'])) as typeof scale;
    expect(legiblePrimary('#ffff00', white)).toBe('#000000');
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21);
  });
});
