import { requiredModules, type FederationManifest, type HostShared, type RemoteName } from 'shared-sdk';

/** A manifest as remote-webpack.cjs writes it, trimmed to what the checks read (tests only). */
export function manifestFixture(remote: RemoteName, sdkVersion = '2.0.0'): FederationManifest {
  return {
    name: remote,
    metaData: {
      buildInfo: { buildVersion: '0.1.0', buildId: 'test' },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server' },
    },
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: 'shared-sdk', version: sdkVersion, requiredVersion: `^${sdkVersion}`, singleton: true },
    ],
    exposes: requiredModules(remote).map((path) => ({ path })),
  };
}

/** A shell that shares react 19.3.1 and shared-sdk 2.0.0. */
export const HOST_SHARED: HostShared = { sdkVersion: '2.0.0', shared: { react: '19.3.1', 'shared-sdk': '2.0.0' } };
