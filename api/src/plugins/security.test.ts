import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { security } from './security.js';

/** The security headers alone, on a bare Fastify (no database): what a page and an API answer get. */
async function headersApp(
  options: { trustProxy?: boolean; extraOrigins?: string[]; remoteOrigins?: string[] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: options.trustProxy ?? false });
  await app.register(security, { extraOrigins: options.extraOrigins ?? [], remoteOrigins: () => options.remoteOrigins ?? [] });
  app.get('/', async () => 'page');
  app.get('/api/ping', async () => ({ ok: true }));
  return app;
}

/** Each directive's sources that appear more than once. */
function duplicatedSources(csp: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const directive of csp.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    const repeated = sources.filter((source, index) => sources.indexOf(source) !== index);
    if (name && repeated.length) found[name] = repeated;
  }
  return found;
}

describe('content security policy', () => {
  it('lists no source twice in any directive', async () => {
    const app = await headersApp();
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    assert.match(csp, /script-src 'self'/);
    assert.deepEqual(duplicatedSources(csp), {});
    await app.close();
  });

  it('lists a remote origin once, also when it is already an extra origin', async () => {
    const cdn = 'https://cdn.example.com';
    const app = await headersApp({ extraOrigins: [cdn], remoteOrigins: [cdn, 'https://remotes.example.com'] });
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
    for (const origin of [cdn, 'https://remotes.example.com']) assert.ok(scriptSrc.split(' ').includes(origin), origin);
    assert.deepEqual(duplicatedSources(csp), {});
    await app.close();
  });
});

describe('strict transport security', () => {
  const hsts = (headers: Record<string, unknown>) => headers['strict-transport-security'];

  it('is not sent over plain HTTP', async () => {
    const app = await headersApp();
    for (const url of ['/', '/api/ping']) assert.equal(hsts((await app.inject({ url })).headers), undefined, url);
    await app.close();
  });

  it('is sent over HTTPS as told by a trusted proxy', async () => {
    const app = await headersApp({ trustProxy: true });
    const headers = { 'x-forwarded-proto': 'https' };
    for (const url of ['/', '/api/ping']) {
      assert.equal(hsts((await app.inject({ url, headers })).headers), 'max-age=31536000; includeSubDomains', url);
    }
    assert.equal(hsts((await app.inject({ url: '/' })).headers), undefined, 'the proxy said nothing: plain HTTP');
    await app.close();
  });

  it('ignores a forwarded protocol when no proxy is trusted', async () => {
    const app = await headersApp({ trustProxy: false });
    const res = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(hsts(res.headers), undefined);
    await app.close();
  });
});
