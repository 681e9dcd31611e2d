import { SDK_VERSION, isSdkCompatible } from 'shared-sdk';
import pkg from '../package.json';
import contract from './contract';

describe('the catalog contract', () => {
  it('names the remote, its version and the shared-sdk it was built against', () => {
    expect(contract).toEqual({ name: 'catalog', version: pkg.version, sdkVersion: SDK_VERSION });
    expect(isSdkCompatible(contract.sdkVersion)).toBe(true);
  });
});
