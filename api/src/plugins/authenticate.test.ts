import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findUserByPhone } from '../db/queries/users.js';
import { hashToken } from '../lib/access-token.js';
import { issueAccessToken } from '../domain/access-tokens.js';
import { fetchOpenApiDocument, fillPath, operationName, operationsOf, type Operation } from '../probes/openapi/operations.js';
import { DEMO, bearer } from '../test-support/auth-fixtures.js';
import { appForSuite } from '../test-support/test-app.js';

const t = appForSuite();

interface TokenRow {
  /** The row version: PostgreSQL gives an updated row a new xmin, so an unchanged xmin means no write. */
  version: string;
  last_used_at: Date | null;
}

async function tokenRow(token: string): Promise<TokenRow> {
  const [row] = await t.app.db.query<TokenRow>('SELECT xmin::text AS version, last_used_at FROM access_tokens WHERE token_hash = $1', [
    hashToken(token),
  ]);
  if (!row) throw new Error('token not stored');
  return row;
}

async function signedInRequest(token: string): Promise<void> {
  const res = await t.app.inject({ url: '/api/profile', headers: bearer(token) });
  assert.equal(res.statusCode, 200);
}

describe("a token's last use", () => {
  it('is written once for two requests within a minute', async () => {
    const user = await findUserByPhone(t.app.db, DEMO.phone);
    const token = await issueAccessToken(t.app.db, user!.id);

    await signedInRequest(token);
    const first = await tokenRow(token);
    assert.ok(first.last_used_at, 'the first use is written');

    await signedInRequest(token);
    assert.deepEqual(await tokenRow(token), first, 'the second request wrote nothing');
  });

  it('is written again once the last write is more than a minute old', async () => {
    const user = await findUserByPhone(t.app.db, DEMO.phone);
    const token = await issueAccessToken(t.app.db, user!.id);
    await t.app.db.query("UPDATE access_tokens SET last_used_at = now() - interval '61 seconds' WHERE token_hash = $1", [hashToken(token)]);
    const stale = await tokenRow(token);

    await signedInRequest(token);
    const touched = await tokenRow(token);
    assert.notEqual(touched.version, stale.version);
    assert.ok(touched.last_used_at! > stale.last_used_at!, 'last_used_at moved forward');
  });
});

/** Marked bearer-only by a `signedIn` area (catalogue routes also accept a guest: `[{ bearer: [] }, {}]`). */
async function signedInOperations(): Promise<Operation[]> {
  const document = await fetchOpenApiDocument(t.app);
  const operations: Operation[] = [];
  for (const operation of operationsOf(document)) {
    const raw = document.paths[operation.path]![operation.method.toLowerCase()]!;
    if (JSON.stringify(raw.security) === JSON.stringify([{ bearer: [] }])) operations.push(operation);
  }
  return operations;
}

describe('signed-in areas', () => {
  it('mark every route of the account, tickets, cart, orders and logout as bearer-only', async () => {
    const paths = new Set((await signedInOperations()).map((operation) => operation.path));
    for (const path of [
      '/api/profile',
      '/api/support-tickets',
      '/api/carts',
      '/api/get-vouchers',
      '/api/orders',
      '/api/place-order',
      '/api/logout',
    ]) {
      assert.ok(paths.has(path), `${path} is not marked`);
    }
    assert.ok(paths.size >= 30, `only ${paths.size} signed-in paths`);
  });

  it('answer 401 on every such route without a token or with an unknown one, before reading the body', async () => {
    const operations = await signedInOperations();
    for (const operation of operations) {
      const url = fillPath(operation.path, Object.fromEntries(operation.parameters.map((p) => [p.name, '1'])));
      // A body that would fail validation (422) if the token check did not come first.
      const payload = operation.method === 'GET' ? undefined : { product_id: 'not a number' };
      for (const headers of [{}, { authorization: 'Bearer not-a-token-we-issued' }]) {
        const response = await t.app.inject({ method: operation.method, url, headers, ...(payload ? { payload } : {}) });
        assert.equal(response.statusCode, 401, `${operationName(operation)} ${JSON.stringify(headers)}: ${response.body.slice(0, 200)}`);
        assert.deepEqual(response.json(), { message: 'Unauthenticated.' }, operationName(operation));
      }
    }
  });
});
