// One ESLint config for the monorepo. The rule that matters most for micro-frontends: a remote never
// imports another remote's (or the shell's) source; shared code goes through shared-sdk.
import { readdirSync } from 'node:fs';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier/flat';
import tseslint from 'typescript-eslint';

const PACKAGES = ['shell', 'mfe-catalog', 'mfe-cart', 'mfe-account', 'mfe-auth'];

/** Forbids `pkg` from importing any other frontend package, by name or by relative path. */
function isolation(pkg) {
  const others = PACKAGES.filter((p) => p !== pkg);
  return {
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: others.flatMap((o) => [o, `${o}/*`, `**/${o}/**`, `**/${o}`]),
              message: 'A remote never imports another remote or the shell; share it through shared-sdk.',
            },
            {
              group: ['shared-sdk/src/*', '**/shared-sdk/src/**'],
              message: "Import shared-sdk by its package name ('shared-sdk'), not its source files.",
            },
          ],
        },
      ],
    },
  };
}

/**
 * Libraries the shell bundles and hands to remotes through shared-sdk (they are not shared modules,
 * so that webpack tree-shakes them): a remote importing one gets a private copy that sees neither the
 * shell's router, nor its IntlProvider, nor the root store's MobX. Tests may import them (jest loads
 * one copy of each).
 */
const THROUGH_SHARED_SDK = ['react-router', 'react-router-dom', 'react-router/dom', 'react-intl', 'mobx', 'mobx-react-lite', 'axios'];

function libraryBoundary(pkg) {
  return {
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: isolation(pkg).rules['no-restricted-imports'][1].patterns,
          paths: THROUGH_SHARED_SDK.map((name) => ({
            name,
            message: `Import ${name}'s names from 'shared-sdk' (tests: routers from 'shared-sdk/harness'): the shell bundles it, and a remote's own copy would not see the shell's.`,
          })),
        },
      ],
    },
  };
}

/**
 * Feature boundaries inside a package (docs/architecture.md): a feature folder does not reach into
 * another feature's files; what two features share lives in the package's components/ (or hooks/),
 * and the app level (the shell's app/, a remote's exposes) composes features. A feature may offer an
 * index.ts as its public surface.
 */
function featureBoundaries(pkg) {
  const root = `${pkg}/src/features`;
  const features = readdirSync(new URL(`./${root}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return {
    files: [`${root}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: features.filter((other) => other !== feature).map((other) => `./${root}/${other}`),
            from: `./${root}/${feature}`,
            except: ['./index.ts'],
            message: `Another feature's internals: import what "${feature}" offers through its index.ts, or move what both use to components/.`,
          })),
        },
      ],
    },
  };
}

/**
 * One direction inside a package (docs/architecture.md): features use what the package shares (its
 * components/, hooks/, data/), never the reverse, so a shared piece never depends on one feature.
 * Tests may import across it.
 */
const SHARED_FOLDERS = ['components', 'hooks', 'data'];

function sharedBelowFeatures(pkg) {
  const shared = SHARED_FOLDERS.map((folder) => `${pkg}/src/${folder}`).filter((folder) => {
    try {
      return readdirSync(new URL(`./${folder}`, import.meta.url)).length > 0;
    } catch {
      return false;
    }
  });
  return {
    files: shared.map((folder) => `${folder}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: shared.map((folder) => ({
            target: `./${folder}`,
            from: `./${pkg}/src/features`,
            message: `What ${pkg} shares (${folder.slice(pkg.length + 5)}/) never imports a feature: features use it, not the reverse. Move what both need down into the shared folder.`,
          })),
        },
      ],
    },
  };
}

/** shared-sdk is below every frontend package: it never imports the shell or a remote. */
const SHARED_SDK_BELOW = {
  files: ['shared-sdk/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: PACKAGES.flatMap((o) => [o, `${o}/*`, `**/${o}/**`, `**/${o}`]),
            message: 'shared-sdk is shared by the shell and every remote: it never imports one of them.',
          },
        ],
      },
    ],
  },
};

/**
 * The API's one direction (each api/src folder's README.md): a row imports only rows below it, never
 * a row above nor another folder of its own row. app.ts and server.ts wire it all; tests,
 * test-support/ and probes/ stand outside the order. db/seed/ fills the store through domain rules
 * and media URLs, so it sits above domain although it lives under db/.
 */
const API_SRC = './api/src';
const API_ROWS = [
  { folders: ['routes'], is: 'the HTTP contract' },
  { folders: ['plugins'], is: 'what decorates the app or hooks every request' },
  { folders: ['payments', 'db/seed'], is: 'a service the app wires: card payments, the demo seed' },
  { folders: ['live', 'rendering'], is: 'a service the app wires: live events, server rendering' },
  { folders: ['domain'], is: 'the business rules' },
  { folders: ['media'], is: 'images: generated, uploaded, icons' },
  { folders: ['config.ts'], is: 'configuration from the environment' },
  { folders: ['db'], is: 'the database and all SQL' },
  { folders: ['schemas'], is: "the contract's zod shapes" },
  { folders: ['lib'], is: 'helpers without app state' },
  { folders: ['i18n'], is: 'message ids and their texts' },
];
const API_OUTSIDE = ['app.ts', 'server.ts', 'test-support', 'probes'];
const API_CHAIN = 'routes → plugins → payments, db/seed → live, rendering → domain → media → config.ts → db → schemas → lib → i18n';

function apiPath(folder) {
  return `${API_SRC}/${folder}`;
}

/** db/ without db/seed/, which sits higher (beside payments). */
function apiTarget(folder) {
  return folder === 'db' ? [`${API_SRC}/db/*.ts`, `${API_SRC}/db/!(seed)/**`] : apiPath(folder);
}

function apiZones() {
  const zones = [];
  API_ROWS.forEach((row, index) => {
    const below = API_ROWS.slice(index + 1).flatMap((r) => r.folders);
    for (const folder of row.folders) {
      const above = API_ROWS.slice(0, index).flatMap((r) => r.folders);
      const forbidden = [...API_OUTSIDE, ...above, ...row.folders.filter((f) => f !== folder)];
      // db covers db/seed: one report per import is enough.
      const from = forbidden.filter((f) => !(f === 'db/seed' && forbidden.includes('db')));
      const message = `api/src/${folder} (${row.is}) may not import ${from.join(', ')}: the API's imports run one way (${API_CHAIN}; tests and test-support/ stand outside it), and ${folder} imports ${below.length ? `only ${below.join(', ')}` : 'nothing of api/src'}. Move what both need down a row.`;
      zones.push({ target: apiTarget(folder), from: from.map(apiPath), message });
    }
  });
  zones.push({
    target: [apiPath('app.ts'), apiPath('server.ts')],
    from: [apiPath('test-support'), apiPath('probes')],
    message: 'The running app never imports test-support/ or probes/: they are for tests only.',
  });
  return zones;
}

/** The React rules that catch real bugs; the React Compiler's rules stay off (the project does not use the compiler). */
const REACT_HOOKS_RULES = { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.src-js/**',
      '**/node_modules/**',
      '.cache/**',
      '.tmp/**',
      'data/**',
      '**/*.cjs',
      '**/*.mjs',
      '**/*.js',
      'e2e/.artifacts/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...PACKAGES.map(isolation),
  ...PACKAGES.filter((pkg) => pkg !== 'shell').map(libraryBoundary),
  {
    files: ['**/*.tsx', '**/use-*.ts', 'shared-sdk/src/hooks/**/*.ts', 'shared-sdk/src/forms/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: REACT_HOOKS_RULES,
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      // Cycles between modules: a module half-initialised when another reads it, and layers that no longer layer.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...PACKAGES.map(featureBoundaries),
  ...PACKAGES.map(sharedBelowFeatures),
  SHARED_SDK_BELOW,
  {
    // The API's one direction (apiZones above). Tests may import across it: they build whole apps.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/test-support/**', 'api/src/probes/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: apiZones() }],
    },
  },
  {
    // What an island may run (the shell's features, the islands' boot and what it loads, shared-sdk)
    // reaches the router only through shared-sdk's navigation (src/routes/navigation.tsx) and matches
    // paths with shared-sdk's matchRoute: a page whose islands wake before the router has loaded
    // never loads it. Types are free (they cost nothing at run time).
    files: [
      'shell/src/features/**/*.{ts,tsx}',
      'shell/src/islands/**/*.{ts,tsx}',
      'shell/src/composition/**/*.{ts,tsx}',
      'shell/src/app/{islands-entry,islands-boot,hydration,idle-prefetch,page-view,route-data,page-ready,preload-route}.{ts,tsx}',
      'shared-sdk/src/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      'shared-sdk/src/routes/react-router-navigation.tsx',
      'shared-sdk/src/harness/**',
      'shared-sdk/src/test-support/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom', 'react-router/dom'].map((name) => ({
            name,
            allowTypeImports: true,
            message: `Use Link, NavLink and the URL hooks from 'shared-sdk': they work in an island before the router loads (the router's own are provided around it by the shell's App).`,
          })),
        },
      ],
    },
  },
  {
    // One naming scheme for files and folders: kebab-case (docs/architecture.md).
    files: ['*/src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  // Last: turns off the stylistic rules Prettier owns (npm run lint runs prettier --check).
  prettier,
);
