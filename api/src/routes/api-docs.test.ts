import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { createTestApp } from '../test-support/test-app.js';

const t = await createTestApp();
after(() => t.close());

describe('GET /api/docs (Swagger UI)', () => {
  it('answers a page whose scripts and styles all load from our origin', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(page.body, /<div id="swagger-ui"><\/div>/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    assert.ok(
      assets.some((asset) => asset.endsWith('/swagger-ui-bundle.js')),
      'the UI bundle is loaded',
    );
    for (const asset of assets) {
      assert.match(asset, /^\/api\/docs\/static\//, `${asset} is ours`);
      const response = await t.app.inject({ url: asset });
      assert.equal(response.statusCode, 200, asset);
    }
  });

  it('gives the page a CSP of its own that lets it run, and no other API answer', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /unsafe-eval|upgrade-insecure-requests/);
    const data = await t.app.inject({ url: '/api/openapi.json' });
    assert.match(String(data.headers['content-security-policy']), /default-src 'none'/);
  });

  it('reads the OpenAPI document at /api/docs/json, the same as /api/openapi.json', async () => {
    const [json, document] = await Promise.all([t.app.inject({ url: '/api/docs/json' }), t.app.inject({ url: '/api/openapi.json' })]);
    assert.equal(json.statusCode, 200);
    assert.match(String(json.headers['content-type']), /^application\/json/);
    assert.match(json.json<{ openapi: string }>().openapi, /^3\./);
    assert.deepEqual(json.json(), document.json());
  });
});

describe('the OpenAPI document of the lenient request fields', () => {
  interface BodySchema {
    properties: Record<string, { nullable?: boolean }>;
    required?: string[];
  }
  const bodyOf = async (path: string): Promise<BodySchema> => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    return document.paths[path].post.requestBody.content['application/json'].schema;
  };

  it('says what the server takes absent or null: optional and nullable', async () => {
    const lenient: Array<[string, string[]]> = [
      ['/api/cart/store', ['is_buy_now', 'color', 'size']],
      ['/api/cart/checkout', ['is_buy_now']],
      ['/api/cart/checkout/vouchers', ['is_buy_now']],
      ['/api/place-order', ['is_buy_now']],
      ['/api/address/store', ['latitude', 'longitude', 'langitude']],
      ['/api/address/{id}/update', ['latitude', 'longitude', 'langitude']],
    ];
    for (const [path, fields] of lenient) {
      const body = await bodyOf(path);
      for (const field of fields) {
        assert.equal(body.required?.includes(field), false, `${path} ${field} is optional`);
        assert.equal(body.properties[field]?.nullable, true, `${path} ${field} is nullable`);
      }
    }
  });
});
