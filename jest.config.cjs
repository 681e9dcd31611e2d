// `npm run test:unit`: every package's jest tests in one jest process, so jest starts once and
// shares its workers, instead of six runs one after another. Each package keeps its own
// jest.config.cjs (and `npm test -w <package>` runs just that one); this only lists them.
const path = require('node:path');

const PACKAGES = ['shared-sdk', 'shell', 'mfe-catalog', 'mfe-cart', 'mfe-account', 'mfe-auth'];

/** @type {import('jest').Config} */
module.exports = {
  projects: PACKAGES.map((name) => {
    const rootDir = path.join(__dirname, name);
    return { rootDir, ...require(path.join(rootDir, 'jest.config.cjs')), displayName: name };
  }),
};
