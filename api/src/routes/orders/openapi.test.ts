import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { appForSuite } from '../../test-support/test-app.js';

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: Array<{ in: string; name: string }>;
}

const t = appForSuite();
let paths: Record<string, Record<string, Operation>>;
before(async () => {
  paths = (await t.app.inject({ url: '/api/openapi.json' })).json().paths;
});

const ROUTES: Array<[string, string, string]> = [
  ['post', '/api/cart/store', 'cart'],
  ['get', '/api/carts', 'cart'],
  ['post', '/api/cart/increment', 'cart'],
  ['post', '/api/cart/decrement', 'cart'],
  ['post', '/api/cart/delete', 'cart'],
  ['post', '/api/cart/checkout', 'cart'],
  ['get', '/api/get-vouchers', 'vouchers'],
  ['post', '/api/vouchers-collect', 'vouchers'],
  ['get', '/api/get-collected-vouchers', 'vouchers'],
  ['post', '/api/apply-voucher', 'vouchers'],
  ['get', '/api/orders', 'orders'],
  ['get', '/api/order-details', 'orders'],
  ['post', '/api/place-order', 'orders'],
  ['post', '/api/orders/cancel', 'orders'],
  ['post', '/api/place-order/again', 'orders'],
  ['get', '/api/order-payment/{order}/{method}', 'orders'],
  ['post', '/api/product-review', 'orders'],
];

describe('OpenAPI: cart, vouchers and orders', () => {
  it('documents every route with its tag, a summary and bearer security', () => {
    for (const [method, path, tag] of ROUTES) {
      const operation = paths[path]?.[method];
      assert.ok(operation, `${method.toUpperCase()} ${path} is documented`);
      assert.deepEqual(operation.tags, [tag], path);
      assert.ok(operation.summary, `${path} has a summary`);
      assert.deepEqual(operation.security, [{ bearer: [] }], path);
    }
  });

  it('documents the Idempotency-Key header of both placements, and hides the browser pages', () => {
    for (const path of ['/api/place-order', '/api/place-order/again']) {
      const header = paths[path]!.post!.parameters?.find((p) => p.in === 'header');
      assert.equal(header?.name, 'idempotency-key', path);
    }
    assert.ok(!Object.keys(paths).some((p) => p.startsWith('/pay/') || p.startsWith('/invoice/')));
  });
});
