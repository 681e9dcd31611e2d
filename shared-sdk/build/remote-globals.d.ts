// Constants a remote's build injects (remote-webpack.cjs DefinePlugin, remote-jest.cjs globals).
// Each remote's tsconfig.json includes this file.

/** The shared-sdk version the remote was built against, recorded in its './contract' module. */
declare const __SDK_BUILD_VERSION__: string;
/** The remote's own package.json version. */
declare const __REMOTE_VERSION__: string;
/** Which build of that version (REMOTE_BUILD_ID at build time, 'local' when unset). */
declare const __REMOTE_BUILD_ID__: string;
