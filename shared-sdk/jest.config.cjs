/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  cacheDirectory: '<rootDir>/../.cache/jest/shared-sdk',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
