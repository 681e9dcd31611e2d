// The environment differs from the remotes' (react-router's data router needs fetch classes); the
// setup, the transform and the time limits are the same (shared-sdk/build/remote-jest.cjs).
const { TEST_TIMEOUT_MS, TRANSFORM_IGNORE_PATTERNS } = require('shared-sdk/build/remote-jest.cjs');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  cacheDirectory: '<rootDir>/../.cache/jest/shell',
  setupFilesAfterEnv: [require.resolve('shared-sdk/build/remote-jest-setup.cjs')],
  testTimeout: TEST_TIMEOUT_MS,
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  transformIgnorePatterns: TRANSFORM_IGNORE_PATTERNS,
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
