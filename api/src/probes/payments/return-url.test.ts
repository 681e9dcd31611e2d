// Where the provider sends the shopper back (docs/probes.md, "Payments"). The return URL is fixed in
// the provider's session at the link's first visit and every later visit is sent to that session, so
// one request's Host must not choose it. Found: without PUBLIC_URL, `X-Forwarded-Host: evil.example`
// (behind TRUST_PROXY) or `Host: evil.example` made the session send the shopper to
// http://evil.example/order-history. Now the return URL is PUBLIC_URL's, or without it the request's
// origin (validated as the page cache validates it) only when that host is this server itself: a
// loopback name or address, or the address the connection came in on. Runs on both databases.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { before, describe, it } from 'node:test';
import { addToCart, createShopper, placeOrder, plainProduct, type TestProduct } from '../../test-support/cart-fixtures.js';
import { appForSuite, type TestApp } from '../../test-support/test-app.js';

const PUBLIC_URL = 'https://shop.example';

/** A new card order's /pay/ link (the test provider takes card payments here). */
async function cardLink(t: TestApp, product: TestProduct): Promise<string> {
  const shopper = await createShopper(t.app);
  await addToCart(t.app, shopper, product);
  const placed = await placeOrder(t.app, shopper, [product.shopId], { payment_method: 'card' });
  assert.equal(placed.statusCode, 200, placed.body);
  return placed.json().data.order_payment_url as string;
}

/** The test provider's sessions, newest first: where each sends the shopper back. */
async function returnUrls(t: TestApp): Promise<string[]> {
  const rows = await t.app.db.query<{ success_url: string; cancel_url: string }>(
    'SELECT success_url, cancel_url FROM test_provider_sessions ORDER BY created_at DESC, id',
  );
  return rows.flatMap((row) => [row.success_url, row.cancel_url]);
}

/** A GET over a real connection to `address`, with the Host header given. */
function getOver(address: string, port: number, path: string, host: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: address, port, path, headers: { host } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the return URL without PUBLIC_URL, behind a trusted proxy', () => {
  const t = appForSuite({ trustProxy: true });
  let product: TestProduct;
  before(async () => {
    product = await plainProduct(t.app, { stock: 100, price: 25 });
  });

  it('refuses to start a payment for a host that is not this server, and makes no session', async () => {
    for (const headers of [
      { 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example:8443', 'x-forwarded-proto': 'https' },
      { 'x-forwarded-host': 'localhost.evil.example' },
      { host: '203.0.113.7:8080' },
    ]) {
      const url = await cardLink(t, product);
      const before = await returnUrls(t);
      const answer = await t.app.inject({ url, headers });
      assert.equal(answer.statusCode, 400, `${JSON.stringify(headers)}: ${answer.statusCode} ${answer.headers.location ?? ''}`);
      assert.match(answer.body, /This request came for a host the store does not serve/);
      assert.deepEqual(await returnUrls(t), before, 'no session was made at the provider');
    }
    assert.doesNotMatch((await returnUrls(t)).join(' '), /evil|203\.0\.113/);
  });

  it('starts one for this machine’s own names, and later visits from elsewhere do not change it', async () => {
    for (const [headers, origin] of [
      [{}, 'http://localhost'],
      [{ host: '127.0.0.1:8080' }, 'http://127.0.0.1:8080'],
      [{ 'x-forwarded-host': 'localhost:3000' }, 'http://localhost:3000'],
      [{ host: '[::1]:8080' }, 'http://[::1]:8080'],
    ] as const) {
      const url = await cardLink(t, product);
      const answer = await t.app.inject({ url, headers });
      assert.equal(answer.statusCode, 303, `${JSON.stringify(headers)}: ${answer.body}`);
      const [success, cancel] = await returnUrls(t);
      assert.match(success!, new RegExp(`^${origin.replace(/[[\].]/g, '\\$&')}/order-history\\?payment=success&order=\\d+$`));
      assert.match(cancel!, new RegExp(`^${origin.replace(/[[\].]/g, '\\$&')}/order-history\\?payment=cancelled&order=\\d+$`));
      const later = await t.app.inject({ url, headers: { host: 'evil.example' } });
      assert.equal(later.statusCode, 400, 'a later visit for another host is refused too');
    }
  });

  it('starts one for the address the connection came in on, and refuses any other over that connection', async (context) => {
    const own = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
    if (!own) {
      context.skip('this machine has no address but loopback');
      return;
    }
    await t.app.listen({ host: '0.0.0.0', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const refused = await getOver(own.address, port, await cardLink(t, product), 'evil.example');
    assert.equal(refused.status, 400);
    const started = await getOver(own.address, port, await cardLink(t, product), `${own.address}:${port}`);
    assert.equal(started.status, 303);
    assert.match((await returnUrls(t))[0]!, new RegExp(`^http://${own.address.replace(/\./g, '\\.')}:${port}/order-history`));
  });
});

describe('the return URL with PUBLIC_URL', () => {
  const t = appForSuite({ trustProxy: true, publicUrl: PUBLIC_URL });
  let product: TestProduct;
  before(async () => {
    product = await plainProduct(t.app, { stock: 100, price: 25 });
  });

  it('is PUBLIC_URL whatever Host and X-Forwarded-Host say', async () => {
    const url = await cardLink(t, product);
    const answer = await t.app.inject({ url, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    assert.equal(answer.statusCode, 303, answer.body);
    const [success, cancel] = await returnUrls(t);
    assert.match(success!, /^https:\/\/shop\.example\/order-history\?payment=success&order=\d+$/);
    assert.match(cancel!, /^https:\/\/shop\.example\/order-history\?payment=cancelled&order=\d+$/);
  });
});
