// Runs before every test file of every package's jest project (remote-jest.cjs for the remotes and
// shared-sdk, shell/jest.config.cjs for the shell).
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// `findBy…` and `waitFor` give up after 1 s by default. `npm test` runs jest beside the API suites,
// the build's tail and e2e on two cores, where a render that takes 20 ms alone has taken over a
// second (two such timeouts in one CI run, docs/testing.md). A longer wait changes nothing for a
// test that passes; one that fails says so after 5 s instead of 1. Jest's own per-test limit
// (testTimeout, remote-jest.cjs) is set above it so the clearer testing-library error wins.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no TextEncoder/TextDecoder, and react-router 7 creates a TextEncoder when it is imported.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
