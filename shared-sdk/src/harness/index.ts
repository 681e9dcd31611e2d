// 'shared-sdk/harness': what a remote needs to run outside the shell, for its team's development
// (mountRemoteHarness) and its tests (TestProviders, createTestStore).
export * from './remote-harness';
export * from './test-providers';
export * from './test-store';
export * from './routers';
