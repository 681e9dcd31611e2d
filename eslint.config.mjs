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
          // The shell owns the router; remotes use the names shared-sdk hands on (one router).
          paths: pkg === 'shell' ? [] : ROUTER_PACKAGES.map((name) => ({ name, message: ROUTER_MESSAGE })),
        },
      ],
    },
  };
}

const ROUTER_PACKAGES = ['react-router', 'react-router-dom', 'react-router/dom'];
const ROUTER_MESSAGE =
  "Import Link, useNavigate and the other router names from 'shared-sdk' (tests: routers from 'shared-sdk/harness'); a remote's own copy of the router sees no routes.";

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.cache/**', '.tmp/**', 'data/**', '**/*.cjs', '**/*.mjs', '**/*.js', 'e2e/.artifacts/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...PACKAGES.map(isolation),
);
