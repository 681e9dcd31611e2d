import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appForSuite } from './test-support/test-app.js';

/** Routes that exist only in this test, to exercise validation and error handling. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          phone: z.string().min(1),
          email: z.email(),
          password: z.string().min(6),
          quantity: z.number().int().min(1),
        }),
      },
    },
    async (request) => ({ data: request.body }),
  );
  app.get('/api/test/boom', async () => {
    throw new Error('database password is hunter2');
  });
};

describe('the app', () => {
  const t = appForSuite();
  before(async () => {
    await t.app.register(probeRoutes);
  });

  it("sends the storefront's CSP on its pages and a closed one on API answers", async () => {
    const page = await t.app.inject({ url: '/composition.json' });
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /style-src 'self' 'unsafe-inline'/);
    assert.match(csp, /img-src 'self' data: blob: https:/);
    assert.match(csp, /connect-src 'self'/);
    assert.doesNotMatch(csp, /upgrade-insecure-requests/);
    const api = await t.app.inject({ url: '/api/countries' });
    assert.equal(api.headers['content-security-policy'], "default-src 'none';frame-ancestors 'none'");
  });

  it('sends security headers on API responses', async () => {
    const res = await t.app.inject({ url: '/api/countries' });
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    // Over plain HTTP: HSTS only over HTTPS (plugins/security.test.ts).
    assert.equal(res.headers['strict-transport-security'], undefined);
  });

  it('sends security headers on errors too', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.ok(res.headers['content-security-policy']);
  });

  it('answers unknown API routes with 404 { message }', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/master'],
      ['DELETE', '/api/countries'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      assert.equal(res.statusCode, 404, `${method} ${url}`);
      assert.deepEqual(Object.keys(res.json()), ['message']);
    }
  });

  it('rejects bad input with 422 naming every field, first error as the message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'nope', password: '123', quantity: 0 } });
    assert.equal(res.statusCode, 422);
    const body = res.json();
    assert.deepEqual(Object.keys(body.errors).sort(), ['email', 'password', 'phone', 'quantity']);
    assert.deepEqual(body.errors.phone, ['The phone field is required.']);
    assert.deepEqual(body.errors.email, ['The email field must be a valid email address.']);
    assert.deepEqual(body.errors.password, ['The password field must be at least 6 characters.']);
    assert.deepEqual(body.errors.quantity, ['The quantity field must be at least 1.']);
    assert.equal(body.message, Object.values<string[]>(body.errors)[0]![0]);
  });

  it('rejects a missing or malformed body without a 500', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/test/echo' });
    assert.equal(missing.statusCode, 422);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(typeof malformed.json().message, 'string');
  });

  it('answers a malformed URL with 400 { message }', async () => {
    const res = await t.app.inject({ url: '/api/lang/%ZZ' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(Object.keys(res.json()), ['message']);
  });

  it('hides the details of server errors', async () => {
    const res = await t.app.inject({ url: '/api/test/boom' });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { message: 'Server Error' });
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    assert.equal(res.statusCode, 200);
    const paths = Object.keys(res.json().paths);
    for (const path of ['/api/master', '/api/lang/{locale}', '/api/countries']) assert.ok(paths.includes(path), path);
  });

  it('serves generated images referenced by the seed', async () => {
    const { data } = (await t.app.inject({ url: '/api/master' })).json();
    for (const url of [data.web_logo, data.footer_qr, data.categories[0].thumbnail, data.social_links[0].logo]) {
      const res = await t.app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers['content-type']), /^image\/svg\+xml/, url);
    }
    const products = await t.app.db.query<{ thumbnail: string }>('SELECT thumbnail FROM product_images LIMIT 5');
    for (const { thumbnail } of products) assert.equal((await t.app.inject({ url: thumbnail })).statusCode, 200, thumbnail);
  });

  it('serves compressed JSON to clients that accept it', async () => {
    const res = await t.app.inject({ url: '/api/master', headers: { 'accept-encoding': 'br, gzip' } });
    assert.ok(['br', 'gzip'].includes(String(res.headers['content-encoding'])));
  });
});
