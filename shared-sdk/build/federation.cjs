// Build-time helpers for the shell's and every remote's ModuleFederationPlugin, so all five agree on
// what is shared and how (docs/architecture.md#composition-at-run-time). Plain CommonJS: webpack configs require it.
const path = require('node:path');

/**
 * Shared as singletons: what remotes import directly. The router, react-intl, MobX and axios are not
 * shared: the shell bundles them tree-shaken and remotes reach them through shared-sdk (its
 * src/routes/router.ts and src/i18n/intl.ts); a shared module would ship whole.
 */
const SINGLETONS = ['react', 'react-dom', 'styled-components'];
// Deep imports are separate share keys; without these react-dom is bundled privately (docs/toolchain.md#traps).
const SUBPATHS = ['react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client'];

/**
 * The `shared` map of ModuleFederationPlugin: every library a singleton with the consumer's declared
 * range, shared-sdk strictly (another major refuses to load rather than corrupting the root store).
 */
function sharedDependencies(packageJson) {
  const deps = { ...packageJson.devDependencies, ...packageJson.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: deps[name] };
  }
  for (const subpath of SUBPATHS) {
    const base = subpath.split('/')[0];
    shared[subpath] = { singleton: true, requiredVersion: deps[base] };
  }
  const sdk = require('../package.json');
  shared['shared-sdk'] = {
    singleton: true,
    requiredVersion: deps['shared-sdk'] || `^${sdk.version}`,
    strictVersion: true,
    version: sdk.version,
  };
  return shared;
}

/**
 * The version of each library `sharedDependencies` shares, as installed beside `packageJson` (what the
 * federation plugin would offer): a host that creates its federation runtime itself offers these.
 */
function sharedVersions(packageJson, from) {
  const versions = {};
  for (const [name, config] of Object.entries(sharedDependencies(packageJson))) {
    // A subpath (react/jsx-runtime) is shared in its package's version, as the federation plugin does.
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    versions[name] = config.version ?? require(require.resolve(`${base}/package.json`, { paths: [from] })).version;
  }
  return versions;
}

/**
 * react-router publishes only its development build under its package exports; a production bundle
 * takes the production files (same API, no dev warnings, about a third smaller). Not shared: the
 * shell bundles the router and remotes reach it through shared-sdk (src/routes/router.ts).
 */
function productionAliases() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [__dirname] })), 'dist/production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * The browser's production builds format messages that are all precompiled (precompiled-messages.cjs
 * and the API's ?format=ast), so react-intl's ICU parser is replaced by the no-parser stub, which
 * takes plain text only (src/i18n/literal-message-parser.ts): less to download (docs/performance.md,
 * "Messages come precompiled"), and no parsing at render. The Node builds keep the parser.
 */
function browserProductionAliases() {
  return {
    ...productionAliases(),
    '@formatjs/icu-messageformat-parser$': path.resolve(__dirname, '../src/i18n/literal-message-parser.ts'),
  };
}

/** Where shared-sdk's source lives, for ts-loader's include list. */
const SDK_SOURCE = path.resolve(__dirname, '../src');

module.exports = {
  sharedDependencies,
  sharedVersions,
  productionAliases,
  browserProductionAliases,
  SDK_SOURCE,
  SDK_VERSION: require('../package.json').version,
};
