import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { createTestApp } from '../../test-support/test-app.js';
import { fetchOpenApiDocument, operationName, operationsOf } from '../openapi/operations.js';
import { createShopperObjects } from '../shopper-objects.js';
import { crossRequests, idFields, type CrossRequest } from './cross-ids.js';
import { ownerSnapshot } from './owner-snapshot.js';

/**
 * The authorisation model (docs/probes.md): shoppers A and B each own one of everything; every
 * documented route that takes an id is called as B with each of A's ids in turn. B must read
 * nothing of A's (no text of A's objects in any answer) and change nothing of A's (A's own
 * answers and A's rows in the database are the same before and after each route).
 */
const t = await createTestApp();
after(() => t.close());
const operations = operationsOf(await fetchOpenApiDocument(t.app)).filter((operation) => idFields(operation).length > 0);
const a = await createShopperObjects(t.app, 'A');
const b = await createShopperObjects(t.app, 'B');

function describeRequest(request: CrossRequest): string {
  return `${request.method} ${request.url} ${request.body ? JSON.stringify(request.body) : ''} (${request.field.place} ${request.field.name} = A's ${JSON.stringify(request.value)})`;
}

async function sendAsB(request: CrossRequest) {
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: { authorization: `Bearer ${b.shopper.token}`, 'x-requested-with': 'XMLHttpRequest' },
    ...(request.body ? { payload: request.body } : {}),
  });
  const sent = describeRequest(request);
  assert.ok(response.statusCode < 500, `${sent}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  // A's ticket number or order code in the answer is no leak when B sent it: it is B's own input.
  const leaked = a.secrets.filter((secret) => response.body.includes(secret) && !sent.includes(secret));
  assert.deepEqual(leaked, [], `${sent} answered ${response.statusCode} with A's data: ${response.body.slice(0, 500)}`);
}

describe("authorisation: shopper B with shopper A's ids", () => {
  it('finds the routes that take ids in the OpenAPI document', () => {
    assert.ok(operations.length >= 20, `only ${operations.length} operations take ids`);
  });

  it("has teeth: the same reads as A return A's objects, secrets and all", async () => {
    const reads = operations.filter((operation) => operation.method === 'GET' && operation.signedIn);
    const shown = new Set<string>();
    for (const request of reads.flatMap((operation) => crossRequests(operation, a, b))) {
      const response = await t.app.inject({ url: request.url, headers: { authorization: `Bearer ${a.shopper.token}` } });
      if (response.statusCode === 200 && a.secrets.some((secret) => response.body.includes(secret))) shown.add(request.operation.path);
    }
    assert.deepEqual([...shown].sort(), ['/api/order-details', '/api/support-ticket-messages', '/api/support-ticket/show']);
  });

  for (const operation of operations) {
    it(`${operationName(operation)} reads and changes nothing of A's`, async () => {
      const before = await ownerSnapshot(t.app, a);
      for (const request of crossRequests(operation, a, b)) await sendAsB(request);
      assert.deepEqual(await ownerSnapshot(t.app, a), before, `${operationName(operation)} changed A's objects`);
    });
  }
});
