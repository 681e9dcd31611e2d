// The jest setup all four remotes share (shared-sdk/build/remote-jest.cjs).
const { createRemoteJestConfig } = require('shared-sdk/build/remote-jest.cjs');

module.exports = createRemoteJestConfig({ dirname: __dirname });
