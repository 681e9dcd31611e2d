// Each one-way rule of eslint.config.mjs, proven: a file that breaks it fails lint with that rule's
// message (docs/architecture.md, "Inside a package, and what lint holds it to"). The files are
// linted as text under paths that do not exist; what they import does.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.dirname(path.dirname(__dirname));
const eslint = new ESLint({ cwd: ROOT });

/** The messages lint gives `code` as the file `file` (relative to the root). */
async function problems(file: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return results.flatMap((result) => result.messages).map((message) => `${message.ruleId}: ${message.message}`);
}

const VIOLATIONS = [
  {
    rule: "a remote's shared components never import one of its features",
    file: 'mfe-cart/src/components/zz-violation.ts',
    code: "export { default } from '../features/checkout/checkout-page';\n",
    says: /What mfe-cart shares \(components\/\) never imports a feature/,
  },
  {
    rule: "a remote's named queries never import one of its features",
    file: 'mfe-account/src/data/zz-violation.ts',
    code: "export { default } from '../features/profile/profile-page';\n",
    says: /What mfe-account shares \(data\/\) never imports a feature/,
  },
  {
    rule: "the shell's hooks never import one of its features",
    file: 'shell/src/hooks/zz-violation.ts',
    code: "export { useSuggestions } from '../features/header/use-suggestions';\n",
    says: /What shell shares \(hooks\/\) never imports a feature/,
  },
  {
    rule: "a feature never reaches into another feature's files",
    file: 'mfe-cart/src/features/vouchers/zz-violation.ts',
    code: "export { CheckoutView } from '../checkout/checkout-view';\n",
    says: /Another feature's internals/,
  },
  {
    rule: 'a remote never imports another remote',
    file: 'mfe-cart/src/features/checkout/zz-violation.ts',
    code: "export { accountQueries } from '../../../../mfe-account/src/data/queries';\n",
    says: /A remote never imports another remote or the shell/,
  },
  {
    rule: 'shared-sdk never imports the shell or a remote',
    file: 'shared-sdk/src/zz-violation.ts',
    code: "export { cartQueries } from '../../mfe-cart/src/data/queries';\n",
    says: /shared-sdk is shared by the shell and every remote/,
  },
  {
    rule: "the API's db layer never imports a route",
    file: 'api/src/db/zz-violation.ts',
    code: "export { default } from '../routes/api-routes';\n",
    says: /api\/src\/db \(the database and all SQL\) may not import/,
  },
  {
    rule: "the API's domain rules never import a plugin",
    file: 'api/src/domain/zz-violation.ts',
    code: "export { default } from '../plugins/authenticate';\n",
    says: /api\/src\/domain \(the business rules\) may not import/,
  },
];

describe('the one-way rules of lint', () => {
  for (const { rule, file, code, says } of VIOLATIONS) {
    it(`${rule}: a file that does fails lint`, async () => {
      const found = await problems(file, code);
      assert.ok(
        found.some((problem) => says.test(problem)),
        `expected ${says} among: ${found.join(' | ') || 'no problem at all'}`,
      );
    });
  }

  it('the same imports in the direction the rules allow pass', async () => {
    assert.deepEqual(
      await problems('mfe-cart/src/features/checkout/zz-allowed.ts', "export { cartQueries } from '../../data/queries';\n"),
      [],
    );
    assert.deepEqual(await problems('api/src/routes/zz-allowed.ts', "export { default } from '../plugins/authenticate';\n"), []);
  });
});
