import assert from 'node:assert/strict';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createTestApp } from '../test-support/test-app.js';
import { compositionOriginsReader } from './composition-origins.js';

function compositionFile(manifests: Record<string, string>): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'composition-')), 'composition.json');
  const remotes = Object.fromEntries(Object.entries(manifests).map(([name, manifest]) => [name, { manifest }]));
  writeFileSync(file, JSON.stringify({ remotes }));
  return file;
}

describe('composition origins in the CSP', () => {
  it('lists the origins of absolute manifest URLs only, and follows edits of the file', () => {
    const file = compositionFile({
      catalog: 'https://cdn.example.com/mfe-catalog/1.2.0/mf-manifest.json',
      cart: '/remotes/cart/mf-manifest.json',
      auth: 'https://cdn.example.com/mfe-auth/1.0.0/mf-manifest.json',
    });
    const read = compositionOriginsReader(file);
    assert.deepEqual(read(), ['https://cdn.example.com']);
    writeFileSync(file, JSON.stringify({ remotes: { cart: { manifest: 'http://10.0.0.5:3002/mf-manifest.json' } } }));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    assert.deepEqual(read(), ['http://10.0.0.5:3002']);
    writeFileSync(file, '{ broken');
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    assert.deepEqual(read(), []);
    assert.deepEqual(compositionOriginsReader(path.join(file, 'missing'))(), []);
  });

  it("lists a canary's origin too: its buckets load it from there", () => {
    const file = compositionFile({ cart: '/remotes/cart/mf-manifest.json' });
    const canary = { manifest: 'https://remotes.example.com/remotes/cart/0.3.0/mf-manifest.json', percent: 10 };
    writeFileSync(file, JSON.stringify({ remotes: { cart: { manifest: '/remotes/cart/mf-manifest.json', canary } } }));
    assert.deepEqual(compositionOriginsReader(file)(), ['https://remotes.example.com']);
  });

  it('lets the page load scripts and manifests from a CDN named in composition.json', async () => {
    const file = compositionFile({ catalog: 'https://cdn.example.com/mfe-catalog/mf-manifest.json' });
    const t = await createTestApp({ compositionFile: file });
    try {
      const csp = String((await t.app.inject({ url: '/composition.json' })).headers['content-security-policy']);
      assert.match(csp, /script-src 'self' https:\/\/cdn\.example\.com/);
      assert.match(csp, /connect-src 'self' https:\/\/cdn\.example\.com/);
    } finally {
      await t.close();
    }
  });
});
