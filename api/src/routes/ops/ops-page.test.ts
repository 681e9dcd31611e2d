import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { abortCanary } from '../../db/queries/remote-loads.js';
import { appForSuite, createTestApp } from '../../test-support/test-app.js';
import { sparkline } from './ops-html.js';

const OPS_TOKEN = 'ops-token-for-the-tests-123';
const ORIGIN = 'http://localhost:80';
const STABLE = `${ORIGIN}/remotes/cart/mf-manifest.json`;
const CANARY = `${ORIGIN}/releases/mfe-cart/0.3.0/mf-manifest.json`;
const basic = (password: string) => `Basic ${Buffer.from(`ops:${password}`).toString('base64')}`;

describe('GET /ops', () => {
  const t = appForSuite({ opsToken: OPS_TOKEN });
  before(async () => {
    const remote = (name: string) => ({ manifest: `/remotes/${name}/mf-manifest.json`, version: '0.1.0' });
    const composition = {
      apiBase: '/api',
      remotes: {
        catalog: remote('catalog'),
        cart: { ...remote('cart'), canary: { manifest: '/releases/mfe-cart/0.3.0/mf-manifest.json', version: '0.3.0', percent: 10 } },
        account: remote('account'),
        auth: remote('auth'),
      },
    };
    await writeFile(path.join(t.database.options.dataDir, 'composition.json'), JSON.stringify(composition));
    const loads = [
      { remote: 'cart', version: '0.1.0', manifest: STABLE, canary: false, duration_ms: 80, outcome: 'ok' },
      { remote: 'cart', version: '0.3.0', manifest: CANARY, canary: true, duration_ms: 90, outcome: 'failed', phase: 'entry' },
    ];
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/telemetry/remote-loads', payload: { loads } })).statusCode, 202);
    const view = (manifest: string, served: string, lcp: number) => ({
      route: '/products/:id/details',
      device: 'phone',
      served_as: served,
      builds: [{ remote: 'cart', version: served === 'canary' ? '0.3.0' : '0.1.0', manifest, served }],
      vitals: { LCP: lcp, INP: 120, CLS: 0.05 },
      errors: served === 'canary' ? 1 : 0,
    });
    const views = [view(STABLE, 'stable', 1800), view(STABLE, 'stable', 2000), view(CANARY, 'canary', 3000)];
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/telemetry/page-views', payload: { views } })).statusCode, 202);
    await abortCanary(t.app.db, 'cart', CANARY, 'Canary of cart aborted: error rule, for the test.');
  });

  it('asks a browser for the operator token, and takes it as the Basic password or a Bearer token', async () => {
    const none = await t.app.inject({ url: '/ops' });
    assert.equal(none.statusCode, 401);
    assert.match(String(none.headers['www-authenticate']), /^Basic realm="Store operations"/);
    assert.equal((await t.app.inject({ url: '/ops', headers: { authorization: basic('wrong-token-123456') } })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/ops', headers: { authorization: `Bearer ${OPS_TOKEN}` } })).statusCode, 200);
  });

  it("shows each remote's builds with their loads, page views, errors and p75 vitals, the aborts and the checks", async () => {
    const answer = await t.app.inject({ url: '/ops', headers: { authorization: basic(OPS_TOKEN) } });
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['cache-control'], 'no-store');
    const html = answer.body;
    for (const remote of ['catalog', 'cart', 'account', 'auth']) assert.match(html, new RegExp(`<h2 id="remote-${remote}">${remote}</h2>`));
    assert.match(html, /composition\.json passes its checks/);
    const cart = html.slice(html.indexOf('id="remote-cart"'), html.indexOf('id="remote-account"'));
    assert.match(cart, /aborted \d{4}-\d\d-\d\d \d\d:\d\d UTC<br><small>0\.3\.0/, 'the aborted canary, with its version');
    assert.match(cart, /<th scope="row">stable<br><small>0\.1\.0/);
    // The stable build's hour: 1 load, no failure, 2 views, no error, p75 LCP between its two views' buckets.
    assert.match(cart, /<td>1<\/td><td>0 \(0\.0%\)<\/td><td>2<\/td><td>0 \(0\.00\/view\)<\/td><td>\d+ ms<\/td>/);
    assert.match(
      cart,
      /<td>1<\/td><td>1 \(100\.0%\)<\/td><td>1<\/td><td>1 \(1\.00\/view\)<\/td>/,
      'the canary: its failed load and its error',
    );
    assert.match(cart, /<svg class="spark"[^>]*aria-label="2 page views over the day/);
    assert.match(html, /Canary of cart aborted: error rule, for the test\./);
  });

  it("lists a remote's 5 busiest other builds of the day and sums up the rest in one line", async () => {
    const others = Array.from({ length: 8 }, (_, i) => ({
      remote: 'auth',
      version: `9.${i}.0`,
      manifest: `${ORIGIN}/old/auth/${i}/mf-manifest.json`,
      canary: false,
      duration_ms: 50,
      outcome: 'ok',
    }));
    // Build i is loaded i + 1 times: builds 3 to 7 are the busiest.
    const loads = others.flatMap((load, i) => Array.from({ length: i + 1 }, () => load));
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/remote-loads',
      payload: { loads },
      remoteAddress: '192.0.2.50',
    });
    assert.equal(reported.statusCode, 202);
    const html = (await t.app.inject({ url: '/ops', headers: { authorization: `Bearer ${OPS_TOKEN}` } })).body;
    const auth = html.slice(html.indexOf('id="remote-auth"')).split('</section>')[0]!;
    for (const i of [3, 4, 5, 6, 7]) assert.match(auth, new RegExp(`/old/auth/${i}/mf-manifest\\.json"`), `build ${i} is listed`);
    for (const i of [0, 1, 2]) assert.doesNotMatch(auth, new RegExp(`/old/auth/${i}/mf-manifest\\.json"`), `build ${i} is summed up`);
    assert.match(auth, /<p>And 3 more builds over the last day: 6 loads \(0 failed\), 0 page views, 0 errors\.<\/p>/);
  });

  it('does not exist on a store without OPS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      assert.equal((await plain.app.inject({ url: '/ops', headers: { authorization: basic('anything-at-all-1') } })).statusCode, 404);
    } finally {
      await plain.close();
    }
  });

  it('draws a day of hourly views as a line, flat when there were none', () => {
    assert.match(sparkline(new Array(24).fill(0)).toString(), /points="0\.0,23\.0 4\.2,23\.0/);
    assert.match(sparkline([0, 10, 5]).toString(), /points="0\.0,23\.0 48\.0,1\.0 96\.0,12\.0"/);
  });
});
