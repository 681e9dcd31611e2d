import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { signPreview, type PreviewGrant } from '../lib/preview-token.js';
import { appForSuite, createTestApp } from '../test-support/test-app.js';
import { personalise } from './previews.js';

const SECRET = 'preview-secret-for-the-tests-0123456789';
const PREVIEW_MANIFEST = 'http://localhost/releases/mfe-cart/0.3.0/mf-manifest.json';
const remote = (name: string) => ({ manifest: `/remotes/${name}/mf-manifest.json` });
const grant = (over: Partial<PreviewGrant> = {}): PreviewGrant => ({
  remote: 'cart',
  manifest: PREVIEW_MANIFEST,
  version: '0.3.0',
  expiresAt: Date.now() + 3600_000,
  ...over,
});

describe('previews', () => {
  const t = appForSuite({ previewSecret: SECRET });
  before(async () => {
    const composition = {
      apiBase: '/api',
      remotes: {
        catalog: remote('catalog'),
        cart: { ...remote('cart'), version: '0.2.0', integrity: 'sha384-stable', canary: { manifest: '/c.json', percent: 50 } },
        account: remote('account'),
        auth: remote('auth'),
      },
    };
    await writeFile(path.join(t.database.options.dataDir, 'composition.json'), JSON.stringify(composition));
  });

  const compositionWith = (cookie?: string) =>
    t.app.inject({ url: '/composition.json', headers: { cookie: ['storefront_bucket=80', cookie].filter(Boolean).join('; ') } });

  it('gives the browser that opens a valid link a cookie under which it gets that build, and only it', async () => {
    const token = signPreview(grant(), SECRET);
    const opened = await t.app.inject({ url: `/preview?token=${token}` });
    assert.equal(opened.statusCode, 303);
    assert.equal(opened.headers.location, '/');
    const cookie = String(opened.headers['set-cookie']);
    assert.match(cookie, /^storefront_preview=[^;]+; Max-Age=3\d{3}; Path=\/; HttpOnly; SameSite=Lax$/);

    const previewing = await compositionWith(cookie.split(';')[0]);
    assert.deepEqual(previewing.json().remotes.cart, { manifest: PREVIEW_MANIFEST, version: '0.3.0', served: 'preview' });
    assert.equal(previewing.headers['cache-control'], 'private, no-store');
    const someoneElse = await compositionWith();
    assert.deepEqual(someoneElse.json().remotes.cart, {
      manifest: '/remotes/cart/mf-manifest.json',
      version: '0.2.0',
      integrity: 'sha384-stable',
      served: 'stable',
    });
    assert.equal(someoneElse.headers['cache-control'], 'no-cache');
  });

  it('ignores a forged, tampered or expired cookie: the stable build serves', async () => {
    const forged = signPreview(grant(), `${SECRET}-not-ours`);
    const [payload, signed] = signPreview(grant(), SECRET).split('.') as [string, string];
    const tampered = `${Buffer.from(JSON.stringify({ ...grant(), remote: 'catalog' })).toString('base64url')}.${signed}`;
    const expired = signPreview(grant({ expiresAt: Date.now() - 1000 }), SECRET);
    for (const token of [forged, tampered, expired, `${payload}.`]) {
      const answer = await compositionWith(`storefront_preview=${token}`);
      assert.equal(answer.json().remotes.cart.served, 'stable', token);
    }
  });

  it('refuses a bad link with a page that says so, and ends a preview on exit', async () => {
    const bad = await t.app.inject({ url: '/preview?token=nope', headers: { 'accept-language': 'ar' } });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.body, /رابط المعاينة غير صالح/);
    assert.match(String(bad.headers['set-cookie']), /storefront_preview=; Max-Age=0/);
    const exit = await t.app.inject({ url: '/preview/exit' });
    assert.equal(exit.statusCode, 303);
    assert.match(String(exit.headers['set-cookie']), /^storefront_preview=; Max-Age=0; Path=\/; HttpOnly/);
  });

  it('takes no link on a store without PREVIEW_SECRET', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.app.inject({ url: `/preview?token=${signPreview(grant(), SECRET)}` });
      assert.equal(answer.statusCode, 404);
      assert.match(answer.body, /Previews are off/);
    } finally {
      await plain.close();
    }
  });

  it("adds the field data's sample rate only when it is not the default", () => {
    const text = JSON.stringify({ remotes: { cart: remote('cart') } });
    assert.equal(personalise(text, null, 1), text);
    assert.deepEqual(JSON.parse(personalise(text, null, 0.1)).telemetry, { vitals_sample_rate: 0.1 });
    assert.equal(
      JSON.parse(personalise(text, grant({ remote: 'auth' }), 1)).remotes.auth,
      undefined,
      'a remote the file does not name stays unnamed',
    );
  });
});
