import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VIEW_TOKEN_PATTERN, VIEW_TOKEN_TTL_MS, viewTokens } from './view-token.js';

describe('view tokens', () => {
  const tokens = viewTokens('a key of the store');
  const now = Date.parse('2026-11-29T10:00:00Z');

  it('are read back with their id, source and time, and only as issued', () => {
    const token = tokens.issue('203.0.113.9', now);
    assert.match(token, VIEW_TOKEN_PATTERN);
    const read = tokens.read(token, now + 1000);
    assert.deepEqual(read, { id: read?.id, source: tokens.sourceOf('203.0.113.9'), issuedAt: Math.floor(now / 1000) * 1000 });
    assert.notEqual(tokens.issue('203.0.113.9', now), token, 'a page view of its own each time');
    const [id, source, issued, signature] = token.split('.') as [string, string, string, string];
    const other = tokens.issue('198.51.100.1', now).split('.')[1]!;
    for (const altered of [
      `${id}.${other}.${issued}.${signature}`,
      `${id}.${source}.${(Number.parseInt(issued, 36) + 3600).toString(36)}.${signature}`,
      `${id.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${source}.${issued}.${signature}`,
      viewTokens('another key').issue('203.0.113.9', now),
      'not a token',
      '',
    ]) {
      assert.equal(tokens.read(altered, now), null, altered);
    }
    assert.equal(tokens.read(undefined, now), null);
  });

  it('are good for two hours, and not before they were issued', () => {
    const token = tokens.issue('203.0.113.9', now);
    assert.ok(tokens.read(token, now + VIEW_TOKEN_TTL_MS));
    assert.equal(tokens.read(token, now + VIEW_TOKEN_TTL_MS + 1000), null);
    assert.equal(tokens.read(token, now - 120_000), null, 'from an instance whose clock is two minutes behind');
  });

  it('name a source per network: an IPv6 /64 is one, an IPv4-mapped address is its IPv4 one, and no address is kept', () => {
    assert.equal(tokens.sourceOf('2001:db8:1:2::1'), tokens.sourceOf('2001:db8:1:2:ffff::9'));
    assert.notEqual(tokens.sourceOf('2001:db8:1:2::1'), tokens.sourceOf('2001:db8:1:3::1'));
    assert.equal(tokens.sourceOf('::ffff:203.0.113.9'), tokens.sourceOf('203.0.113.9'));
    assert.notEqual(tokens.sourceOf('203.0.113.9'), tokens.sourceOf('203.0.113.10'));
    assert.notEqual(viewTokens('another key').sourceOf('203.0.113.9'), tokens.sourceOf('203.0.113.9'));
    assert.doesNotMatch(tokens.issue('203.0.113.9', now), /203/);
  });
});
