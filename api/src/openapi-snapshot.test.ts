import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createTestApp } from './test-support/test-app.js';

/**
 * The OpenAPI document is a contract (the storefront's client types are checked against it), so a
 * change to it must be on purpose: this test compares the served document with the committed
 * api/openapi.snapshot.json. After an intended change, rewrite the snapshot and shared-sdk's schema
 * types generated from the same document with `npm run api-contract`, and review the diffs
 * (docs/api.md#client-types-and-drift). This test can rewrite the snapshot alone:
 *   UPDATE_OPENAPI_SNAPSHOT=1 npm test -w api -- src/openapi-snapshot.test.ts
 */
const SNAPSHOT = fileURLToPath(new URL('../openapi.snapshot.json', import.meta.url));

const t = await createTestApp();
after(() => t.close());

describe('the OpenAPI document', () => {
  it('is the committed snapshot', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    const served = `${JSON.stringify(response.json(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI_SNAPSHOT === '1') await writeFile(SNAPSHOT, served);
    const committed = await readFile(SNAPSHOT, 'utf8');
    assert.equal(served, committed, 'the document changed: after an intended change, run npm run api-contract');
  });
});
