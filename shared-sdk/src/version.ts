/** The shared-sdk version; remotes record it at build time and the shell checks the major. */
export const SDK_VERSION = '2.17.0';

export function majorOf(version: string): number {
  const major = Number.parseInt(version.replace(/^[^\d]*/, ''), 10);
  return Number.isFinite(major) ? major : -1;
}

/** A remote built against another shared-sdk major cannot share the root store safely. */
export function isSdkCompatible(remoteSdkVersion: string, hostSdkVersion = SDK_VERSION): boolean {
  return majorOf(remoteSdkVersion) === majorOf(hostSdkVersion) && majorOf(hostSdkVersion) >= 0;
}
