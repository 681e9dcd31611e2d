import type { RemoteContract } from 'shared-sdk';

/**
 * The exposed './contract': the shell reads it before it trusts this remote's pages and refuses a
 * remote built against another shared-sdk major. Both versions are fixed at build time.
 */
const contract: RemoteContract = {
  name: 'catalog',
  version: __REMOTE_VERSION__,
  sdkVersion: __SDK_BUILD_VERSION__,
};

export default contract;

/** This build of the catalog ('0.1.0+local'), marked on its pages so ops can see which build renders. */
export const CATALOG_BUILD = `${__REMOTE_VERSION__}+${__REMOTE_BUILD_ID__}`;
