// `npm run test:unit`: every package's jest tests in one jest process, so jest starts once and
// shares its workers, instead of six runs one after another. Each package keeps its own
// jest.config.cjs (and `npm test -w <package>` runs just that one); this only lists them.
const path = require('node:path');

// testTimeout is one of jest's global options, so a project's own is ignored here: set it again.
const { TEST_TIMEOUT_MS } = require('./shared-sdk/build/remote-jest.cjs');

const PACKAGES = ['shared-sdk', 'shell', 'mfe-catalog', 'mfe-cart', 'mfe-account', 'mfe-auth'];

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: TEST_TIMEOUT_MS,
  projects: PACKAGES.map((name) => {
    const rootDir = path.join(__dirname, name);
    return { rootDir, ...require(path.join(rootDir, 'jest.config.cjs')), displayName: name };
  }),
};
