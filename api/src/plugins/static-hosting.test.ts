import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandler } from './error-handler.js';
import { notFound } from './not-found.js';
import { security } from './security.js';
import { IMMUTABLE, NO_CACHE, isHashedAsset, registerStaticHosting } from './static-hosting.js';

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
}

/** A GET with the path sent exactly as given (no URL normalisation). */
function rawGet(origin: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The hosting part of the app alone, on temporary directories: no database needed. */
async function buildHostingApp(root: string, mounts: Array<{ prefix: string; dir: string }>) {
  const app = Fastify({ logger: false });
  await app.register(security, { extraOrigins: [] });
  await app.register(errorHandler);
  app.get('/api/ping', async () => ({ data: 'pong' }));
  const hosting = await registerStaticHosting(app, { mounts, compositionFile: path.join(root, 'composition.json') });
  await app.register(notFound, { hosting });
  return app;
}

describe('isHashedAsset', () => {
  it('recognises content-hashed names', () => {
    for (const name of [
      'main.3f2a9c1b.js',
      '123.a1b2c3d4.js',
      'vendor.0123abcd4567.css',
      'logo-5e9f01ab.png',
      'main.3f2a9c1b.js.map',
      'main.3f2a9c1b.js.br',
      '123.a1b2c3d4.js.gz',
    ]) {
      assert.equal(isHashedAsset(`/dist/${name}`), true, name);
    }
  });

  it('leaves entry points and manifests revalidated', () => {
    for (const name of [
      'index.html',
      'remoteEntry.js',
      'mf-manifest.json',
      'composition.json',
      'main.js',
      'deadbeef.js',
      'chunk.abc.js',
      'remoteEntry.js.br',
    ]) {
      assert.equal(isHashedAsset(`/dist/${name}`), false, name);
    }
  });
});

describe('static hosting', () => {
  let root: string;
  let app: FastifyInstance;
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'storefront-static-'));
    await writeFiles(path.join(root, 'shell'), {
      'index.html': '<!doctype html><title>shell</title><div id="root"></div>',
      'main.3f2a9c1b.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
      // The build's precompressed copies (their content only has to be told apart here).
      'main.3f2a9c1b.js.br': 'BROTLI-COPY',
      'main.3f2a9c1b.js.gz': 'GZIP-COPY',
      '.env': 'SECRET=1',
    });
    await writeFiles(path.join(root, 'catalog'), {
      'remoteEntry.js': 'var catalog;',
      'mf-manifest.json': '{"id":"catalog"}',
      'static/js/123.a1b2c3d4.js': 'chunk();',
    });
    await writeFile(path.join(root, 'secret.txt'), 'TOPSECRET');
    await writeFile(path.join(root, 'composition.json'), '{"remotes":{"catalog":{"manifest":"/remotes/catalog/mf-manifest.json"}}}');
    app = await buildHostingApp(root, [
      { prefix: '/', dir: path.join(root, 'shell') },
      { prefix: '/remotes/catalog/', dir: path.join(root, 'catalog') },
      { prefix: '/remotes/cart/', dir: path.join(root, 'cart-not-built') },
    ]);
  });
  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('serves the shell at / without caching', async () => {
    const res = await get('/', html);
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<title>shell<\/title>/);
    assert.equal(res.headers['cache-control'], NO_CACHE);
  });

  it('caches hashed files for a year', async () => {
    for (const url of ['/main.3f2a9c1b.js', '/remotes/catalog/static/js/123.a1b2c3d4.js']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['cache-control'], IMMUTABLE, url);
    }
  });

  it('revalidates remote entries and manifests', async () => {
    for (const url of ['/remotes/catalog/remoteEntry.js', '/remotes/catalog/mf-manifest.json']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['cache-control'], NO_CACHE, url);
    }
  });

  it('serves composition.json from its file, never cached', async () => {
    const res = await get('/composition.json');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], NO_CACHE);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.equal(res.json().remotes.catalog.manifest, '/remotes/catalog/mf-manifest.json');
  });

  it('answers storefront deep links with the shell', async () => {
    for (const url of ['/products/5/details', '/shops/2/categories/shoes?page=2', '/order-history']) {
      const res = await get(url, html);
      assert.equal(res.statusCode, 200, url);
      assert.match(res.body, /<title>shell<\/title>/, url);
      assert.equal(res.headers['cache-control'], NO_CACHE, url);
    }
  });

  it('gives a real 404 for missing remote files, even to a browser', async () => {
    for (const url of ['/remotes/catalog/missing.js', '/remotes/cart/remoteEntry.js', '/remotes/nope/remoteEntry.js']) {
      const res = await get(url, html);
      assert.equal(res.statusCode, 404, url);
      assert.equal(typeof res.json().message, 'string', url);
    }
  });

  it('does not turn API misses, file names or non-HTML requests into pages', async () => {
    assert.equal((await get('/api/nope', html)).statusCode, 404);
    assert.equal((await get('/api', html)).statusCode, 404);
    assert.equal((await get('/media/nope.svg', html)).statusCode, 404);
    assert.equal((await get('/missing.png', html)).statusCode, 404);
    assert.equal((await get('/products/5/details', { accept: 'application/json' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'POST', url: '/products', headers: html })).statusCode, 404);
  });

  it('never serves dotfiles or anything outside a mount', async () => {
    assert.equal((await get('/.env')).statusCode, 404);
    // inject() normalises URLs, so send raw paths over a real socket as an attacker would.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const paths = [
      '/remotes/catalog/../../secret.txt',
      '/remotes/catalog/..%2f..%2fsecret.txt',
      '/remotes/catalog/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
    ];
    for (const rawPath of paths) {
      const res = await rawGet(address, rawPath);
      assert.notEqual(res.status, 200, rawPath);
      assert.doesNotMatch(res.body, /TOPSECRET/, rawPath);
    }
  });

  it('still routes the API', async () => {
    assert.deepEqual((await get('/api/ping')).json(), { data: 'pong' });
  });

  it("sends the build's brotli or gzip copy to clients that accept it, cached as long as the file", async () => {
    const br = await get('/main.3f2a9c1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.body, 'BROTLI-COPY');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(br.headers['cache-control'], IMMUTABLE);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    const gz = await get('/main.3f2a9c1b.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gz.body, 'GZIP-COPY');
    const plain = await get('/main.3f2a9c1b.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body, /^console\.log/);
  });

  it('compresses on the fly what the build did not (a file without copies)', async () => {
    await writeFile(path.join(root, 'shell', 'late.0123abcd.js'), `console.log(${JSON.stringify('y'.repeat(4000))});`);
    const res = await get('/late.0123abcd.js', { 'accept-encoding': 'gzip' });
    assert.equal(res.headers['content-encoding'], 'gzip');
  });

  it('sends security headers with files too', async () => {
    const res = await get('/', html);
    assert.match(String(res.headers['content-security-policy']), /default-src 'self'/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });
});

describe('static hosting without a built storefront', () => {
  it('starts, answers 404 for pages and for composition.json', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'storefront-static-empty-'));
    const app = await buildHostingApp(root, [{ prefix: '/', dir: path.join(root, 'missing-shell') }]);
    try {
      assert.equal((await app.inject({ url: '/', headers: { accept: 'text/html' } })).statusCode, 404);
      assert.equal((await app.inject({ url: '/products/1/details', headers: { accept: 'text/html' } })).statusCode, 404);
      const composition = await app.inject({ url: '/composition.json' });
      assert.equal(composition.statusCode, 404);
      assert.equal(composition.headers['cache-control'], NO_CACHE);
      assert.deepEqual((await app.inject({ url: '/api/ping' })).json(), { data: 'pong' });
    } finally {
      await app.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
