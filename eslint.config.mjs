// One ESLint config for the monorepo. The rule that matters most for micro-frontends: a remote never
// imports another remote's (or the shell's) source; shared code goes through shared-sdk.
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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.cache/**', '.tmp/**', 'data/**', '**/*.cjs', '**/*.mjs', '**/*.js', 'e2e/.artifacts/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...PACKAGES.map(isolation),
  ...PACKAGES.filter((pkg) => pkg !== 'shell').map(libraryBoundary),
);
