/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  cacheDirectory: '<rootDir>/../.cache/jest/shell',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  // react-intl and its formatjs dependencies ship ES modules only; let swc turn them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
