import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { loadViewTokens, VIEW_TOKEN_TIMING, type ViewTokens } from './view-token.js';

/** The token of an answer's Server-Timing header, as the shell reads it from the navigation's entry. */
const tokenOf = (header: unknown) => new RegExp(`${VIEW_TOKEN_TIMING};desc="([^"]+)"`).exec(String(header ?? ''))?.[1];

describe('the view token every page comes with', () => {
  let t: TestApp;
  let tokens: ViewTokens;
  let shellDir: string;
  before(async () => {
    shellDir = mkdtempSync(path.join(tmpdir(), 'view-token-shell-'));
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>browser-rendered</title>');
    // No server rendering: every page is the shell's index.html, which the browser renders.
    t = await createTestApp({ staticMounts: [{ prefix: '/', dir: shellDir }], shellServerEntry: null });
    tokens = await loadViewTokens(t.app.db);
  });
  after(async () => {
    await t.close();
    rmSync(shellDir, { recursive: true, force: true });
  });

  it("is in a page's Server-Timing header, a fresh one each time, naming the address it was served to", async () => {
    const page = () => t.app.inject({ url: '/products', headers: { accept: 'text/html' }, remoteAddress: '192.0.2.77' });
    const [first, second] = [await page(), await page()];
    assert.match(String(first.headers['content-type']), /^text\/html/);
    const [a, b] = [tokenOf(first.headers['server-timing']), tokenOf(second.headers['server-timing'])];
    assert.ok(a && b, String(first.headers['server-timing']));
    assert.notEqual(a, b);
    assert.equal(tokens.read(a)?.source, tokens.sourceOf('192.0.2.77'), "signed with the store's key, for that address");
  });

  it('is in no answer but a page', async () => {
    for (const url of ['/api/settings', '/composition.json', '/healthz']) {
      const answer = await t.app.inject({ url, remoteAddress: '192.0.2.77' });
      assert.equal(tokenOf(answer.headers['server-timing']), undefined, url);
    }
    const posted = await t.app.inject({ method: 'POST', url: '/products', headers: { accept: 'text/html' } });
    assert.equal(tokenOf(posted.headers['server-timing']), undefined);
  });
});
