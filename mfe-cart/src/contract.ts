import type { RemoteContract } from 'shared-sdk';

/**
 * The exposed './contract': the shell reads it before it trusts this remote's pages and refuses a
 * remote built against another shared-sdk major. Both versions are fixed at build time.
 */
const contract: RemoteContract = {
  name: 'cart',
  version: __REMOTE_VERSION__,
  sdkVersion: __SDK_BUILD_VERSION__,
};

export default contract;
