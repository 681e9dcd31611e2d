import type { ManifestProblem, RemoteName } from 'shared-sdk';

/** A remote did not answer in time; the slot shows the fallback instead of waiting forever. */
export class RemoteTimeoutError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly timeoutMs: number,
  ) {
    super(`The ${remote} remote did not load within ${timeoutMs} ms.`);
    this.name = 'RemoteTimeoutError';
  }
}

/** A remote built against another shared-sdk major: it would corrupt the shared root store. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly remoteSdkVersion: string,
    readonly hostSdkVersion: string,
  ) {
    super(`The ${remote} remote was built for shared-sdk ${remoteSdkVersion}; the shell runs ${hostSdkVersion}.`);
    this.name = 'IncompatibleRemoteError';
  }
}

/** A remote whose manifest fails the checks (its pin, name, exposes, shared modules): never loaded. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly problems: readonly ManifestProblem[],
  ) {
    super(`The ${remote} remote was refused: ${problems.map((problem) => problem.message).join('; ')}.`);
    this.name = 'RemoteRefusedError';
  }
}
