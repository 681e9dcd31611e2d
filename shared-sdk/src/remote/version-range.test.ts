import { satisfiesRange } from './version-range';

describe('satisfiesRange', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.9.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['6.6.9', '~6.6.0', true],
    ['6.7.0', '~6.6.0', false],
    ['2.0.0', '2.0.0', true],
    ['2.0.1', '2.0.0', false],
    ['2.4.0', '2.x', true],
    ['3.0.0', '>=2.1.0', true],
    ['1.0.0', '^2.0.0 || ^1.0.0', true],
    ['1.0.0', '*', true],
    ['19.3.1-rc.1', '^19.3.0', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });

  it('refuses what it cannot read, rather than waving it through', () => {
    expect(satisfiesRange('19.3.1', 'latest')).toBe(false);
    expect(satisfiesRange('not-a-version', '^1.0.0')).toBe(false);
  });
});
