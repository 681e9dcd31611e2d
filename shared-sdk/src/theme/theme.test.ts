import { buildTheme, primaryScale, themeCssVariables } from './theme';

describe('theme', () => {
  it('uses the server shades and fills the missing ones', () => {
    const scale = primaryScale({ primary: '#ff0000', primary500: '#ee0000' });
    expect(scale[500]).toBe('#ee0000');
    expect(scale[50]).toMatch(/^#f[0-9a-f]{5}$/);
    expect(scale[950]).toMatch(/^#[0-4][0-9a-f]{5}$/);
  });
  it('carries the direction and exposes CSS variables for 50..950', () => {
    const theme = buildTheme({ primary: '#123456' }, 'rtl');
    expect(theme.direction).toBe('rtl');
    const vars = themeCssVariables(theme);
    expect(vars['--primary']).toBe('#123456');
    expect(Object.keys(vars)).toHaveLength(12);
  });
});
