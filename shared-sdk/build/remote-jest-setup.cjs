// Runs before every test file of every package's jest project (remote-jest.cjs for the remotes and
// shared-sdk, shell/jest.config.cjs for the shell).
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

const { availableParallelism, loadavg } = require('node:os');
const { TEST_TIMEOUT_MS } = require('./remote-jest.cjs');

// `findBy…` and `waitFor` give up after 1 s by default. `npm test` runs jest beside the API suites,
// the build's tail and e2e on two cores, and a CI machine may be shared with other work: there a
// render takes many times what it takes alone, more than a fixed wait allows (docs/testing.md).
// A wait is 5 s on a quiet machine, stretched by the threads wanting each core as this file starts
// (at most six times; e2e/support/load-scaled-timeouts.ts stretches the browser's waits alike): a test
// that passes changes nothing, one that fails says so later. Jest's per-test limit stretches alike,
// and stays above the wait so the clearer testing-library error wins.
const loadFactor = Math.min(6, Math.max(1, (loadavg()[0] ?? 0) / availableParallelism()));
configure({ asyncUtilTimeout: Math.round(5000 * loadFactor) });
jest.setTimeout(Math.round(TEST_TIMEOUT_MS * loadFactor));

// jsdom has no TextEncoder/TextDecoder, and react-router 7 creates a TextEncoder when it is imported.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
