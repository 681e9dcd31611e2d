import { getInstance } from '@module-federation/enhanced/runtime';
import { SDK_VERSION, type HostShared } from 'shared-sdk';

/**
 * What this shell shares, as its federation runtime knows it (the webpack plugin's `shared` map with
 * the versions it bundled): the manifest checks compare each remote's singletons against it.
 */
export function hostShared(): HostShared {
  const shared: Record<string, string> = {};
  for (const [name, offers] of Object.entries(getInstance()?.options.shared ?? {})) {
    const version = offers.find((offer) => typeof offer.version === 'string')?.version;
    if (version) shared[name] = version;
  }
  return { sdkVersion: SDK_VERSION, shared };
}
