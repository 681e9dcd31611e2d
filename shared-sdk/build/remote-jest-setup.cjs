// Runs before every remote test file (remote-jest.cjs setupFilesAfterEnv).
require('@testing-library/jest-dom');

// jsdom has no TextEncoder/TextDecoder, and react-router 7 creates a TextEncoder when it is imported.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
