import { SDK_VERSION, isSdkCompatible } from './version';
import packageJson from '../package.json';

describe('sdk version', () => {
  it('matches the package version the remotes are built against', () => {
    expect(SDK_VERSION).toBe(packageJson.version);
  });
  it('accepts the same major and refuses another', () => {
    expect(isSdkCompatible('1.4.2', '1.0.0')).toBe(true);
    expect(isSdkCompatible('2.0.0', '1.0.0')).toBe(false);
    expect(isSdkCompatible('garbage', '1.0.0')).toBe(false);
  });
});
