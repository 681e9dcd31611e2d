import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { issueAccessToken } from '../../domain/access-tokens.js';
import { appForSuite } from '../../test-support/test-app.js';

const t = appForSuite();

async function demoUserId(): Promise<number> {
  const [row] = await t.app.db.query<{ id: number }>("SELECT id FROM users WHERE phone = '01700000000'");
  assert.ok(row, 'the seed has the demo customer');
  return row.id;
}

const logout = (token?: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url: '/api/logout', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('bearer sessions', () => {
  it('answers 401 Unauthenticated. without a token, with a malformed one and with an unknown one', async () => {
    for (const token of [undefined, 'not a token!', 'x'.repeat(43)]) {
      const response = await logout(token);
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { message: 'Unauthenticated.' });
    }
  });

  it('stores only the hash of an issued token', async () => {
    const token = await issueAccessToken(t.app.db, await demoUserId());
    assert.ok(token.length >= 43, 'at least 256 bits, base64url');
    const rows = await t.app.db.query('SELECT 1 FROM access_tokens WHERE token_hash = $1', [token]);
    assert.equal(rows.length, 0);
  });

  it('revokes the token on logout (GET or POST), leaving other tokens alive', async () => {
    const userId = await demoUserId();
    const first = await issueAccessToken(t.app.db, userId);
    const second = await issueAccessToken(t.app.db, userId);
    const response = await logout(first);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'Logged out successfully.');
    assert.equal((await logout(first)).statusCode, 401);
    assert.equal((await logout(second, 'POST')).statusCode, 200);
  });

  it('refuses an expired token', async () => {
    const token = await issueAccessToken(t.app.db, await demoUserId(), new Date(Date.now() - 31 * 24 * 3_600_000));
    assert.equal((await logout(token)).statusCode, 401);
  });
});
