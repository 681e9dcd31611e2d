// 'shared-sdk/harness': what a remote needs to run outside the shell, for its team's development
// (mountRemoteHarness). Its tests' kit (TestProviders, createTestStore, renderPage) is 'shared-sdk/testing'.
export * from './remote-harness';
export * from './routers';
