// The jest config of every remote, so the four agree on environment, transform and cache location.
// Plain CommonJS: jest requires it from each remote's jest.config.cjs.
const path = require('node:path');
const { SDK_VERSION } = require('./federation.cjs');

/** react-intl 12, its formatjs dependencies and eventsource-parser ship ESM only; jest runs CommonJS, so swc converts them. */
const TRANSFORM_IGNORE_PATTERNS = ['/node_modules/(?!(react-intl|intl-messageformat|@formatjs|eventsource-parser)/)'];

/** Above the setup's 5 s testing-library wait, so a slow find fails with its own message. */
const TEST_TIMEOUT_MS = 15_000;

/** @returns {import('jest').Config} */
function createRemoteJestConfig({ dirname }) {
  const pkg = require(path.join(dirname, 'package.json'));
  return {
    rootDir: dirname,
    testEnvironment: 'jsdom',
    cacheDirectory: `<rootDir>/../.cache/jest/${pkg.name}`,
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
    transformIgnorePatterns: TRANSFORM_IGNORE_PATTERNS,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [require.resolve('./remote-jest-setup.cjs')],
    testTimeout: TEST_TIMEOUT_MS,
    // What webpack's DefinePlugin injects in a build (remote-webpack.cjs).
    globals: { __SDK_BUILD_VERSION__: SDK_VERSION, __REMOTE_VERSION__: pkg.version, __REMOTE_BUILD_ID__: 'test' },
  };
}

module.exports = { createRemoteJestConfig, TRANSFORM_IGNORE_PATTERNS, TEST_TIMEOUT_MS };
