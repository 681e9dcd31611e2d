import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { hashPassword, PRODUCTION_COST, verifyPassword } from './password.js';

/** password.ts beside this file, or password.js when the suite runs compiled (scripts/compile-tests.mjs). */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const PASSWORD_MODULE = new URL(FROM_SOURCE ? './password.ts' : './password.js', import.meta.url).href;

/** Hashes in a new process that loads only password.ts, as a server does (no test preload). */
function hashInFreshProcess(password: string): string {
  const script = `import(${JSON.stringify(PASSWORD_MODULE)}).then(async (m) => process.stdout.write(await m.hashPassword(${JSON.stringify(password)})))`;
  return execFileSync(process.execPath, [...(FROM_SOURCE ? ['--import', 'tsx'] : []), '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

describe('password hashing', () => {
  it('hashes at the production cost, scrypt N = 2^17, r = 8, p = 1, in a process that is not a test', async () => {
    assert.deepEqual(PRODUCTION_COST, { logN: 17, r: 8, p: 1 });
    const stored = hashInFreshProcess('correct horse');
    const [scheme, logN, r, p, salt, hash] = stored.split('$');
    assert.deepEqual([scheme, logN, r, p], ['scrypt', '17', '8', '1']);
    assert.equal(Buffer.from(salt ?? '', 'base64url').length, 16);
    assert.equal(Buffer.from(hash ?? '', 'base64url').length, 32);
    assert.equal(await verifyPassword('correct horse', stored), true);
    assert.equal(await verifyPassword('correct horse!', stored), false);
  });

  it('verifies what it hashes in this run, whatever cost it was made at', async () => {
    const stored = await hashPassword('secret123');
    assert.equal(await verifyPassword('secret123', stored), true);
    assert.equal(await verifyPassword('secret124', stored), false);
    assert.equal(await verifyPassword('secret123', 'bcrypt$whatever'), false);
  });
});
