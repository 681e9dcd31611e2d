import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_PREVIEW_TTL_MS, readPreview, signPreview, type PreviewGrant } from './preview-token.js';

const SECRET = 'a-preview-secret-of-32-characters!!';
const NOW = Date.parse('2026-11-28T00:00:00Z');
const grant: PreviewGrant = {
  remote: 'cart',
  manifest: 'https://shop.example/releases/mfe-cart/0.3.0/mf-manifest.json',
  version: '0.3.0',
  expiresAt: NOW + 2 * 3600 * 1000,
};

describe('preview tokens', () => {
  it('read back what they were signed with, until they expire', () => {
    const token = signPreview(grant, SECRET);
    assert.deepEqual(readPreview(token, SECRET, NOW), grant);
    assert.equal(readPreview(token, SECRET, grant.expiresAt), null, 'expired at its expiry');
  });

  it('are refused when forged, tampered with or signed with another secret', () => {
    const token = signPreview(grant, SECRET);
    const [payload, signed] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ ...grant, remote: 'catalog' })).toString('base64url');
    assert.equal(readPreview(`${other}.${signed}`, SECRET, NOW), null, 'another grant under this signature');
    assert.equal(readPreview(`${payload}.${signed.slice(0, -2)}`, SECRET, NOW), null, 'a cut signature');
    assert.equal(readPreview(token, `${SECRET}x`, NOW), null, 'another secret');
    assert.equal(readPreview(`${token}.x`, SECRET, NOW), null, 'an extra part');
    assert.equal(readPreview('not a token', SECRET, NOW), null);
    assert.equal(readPreview('x'.repeat(5000), SECRET, NOW), null, 'too long to be one');
  });

  it('refuses a signed grant that outlives the longest preview', () => {
    const token = signPreview({ ...grant, expiresAt: NOW + MAX_PREVIEW_TTL_MS + 1000 }, SECRET);
    assert.equal(readPreview(token, SECRET, NOW), null);
  });
});
