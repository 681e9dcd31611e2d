// shared-sdk's tests run with the same jest setup as every remote (environment, transform, cache).
const { createRemoteJestConfig } = require('./build/remote-jest.cjs');

module.exports = createRemoteJestConfig({ dirname: __dirname });
