import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { appForSuite } from '../test-support/test-app.js';
import { consumeRateLimits, refundRateLimits, type RateLimitCheck } from './rate-limit.js';

const t = appForSuite();
beforeEach(async () => {
  await t.app.db.query('DELETE FROM rate_limits');
});

const check = (subject: string, max = 3, windowSeconds = 60): RateLimitCheck => ({
  limit: { name: 'test', max, windowSeconds },
  subject,
});

describe('database rate limits', () => {
  it('allows max hits per window, then refuses with the seconds left', async () => {
    for (let i = 0; i < 3; i++) assert.equal(await consumeRateLimits(t.app.db, [check('a')]), null);
    const refusal = await consumeRateLimits(t.app.db, [check('a')]);
    assert.ok(refusal && refusal.retryAfterSeconds > 0 && refusal.retryAfterSeconds <= 60, JSON.stringify(refusal));
    assert.equal(await consumeRateLimits(t.app.db, [check('b')]), null, 'other subjects have their own count');
  });

  it('starts a new window once the old one has ended', async () => {
    for (let i = 0; i < 4; i++) await consumeRateLimits(t.app.db, [check('a')]);
    await t.app.db.query("UPDATE rate_limits SET reset_at = now() - interval '1 second'");
    assert.equal(await consumeRateLimits(t.app.db, [check('a')]), null);
    const [row] = await t.app.db.query<{ hits: number }>('SELECT hits FROM rate_limits');
    assert.equal(row!.hits, 1);
  });

  it('gives refunded hits back', async () => {
    for (let i = 0; i < 10; i++) {
      assert.equal(await consumeRateLimits(t.app.db, [check('a')]), null, `attempt ${i + 1}`);
      await refundRateLimits(t.app.db, [check('a')]);
    }
  });

  it('stops at the first check refused, leaving the later ones uncounted', async () => {
    const ip = check('ip', 1);
    await consumeRateLimits(t.app.db, [ip]);
    assert.ok(await consumeRateLimits(t.app.db, [ip, check('account')]));
    const rows = await t.app.db.query('SELECT 1 FROM rate_limits WHERE key = $1', ['test:account']);
    assert.equal(rows.length, 0);
  });

  it('never lets concurrent requests past the limit', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimits(t.app.db, [check('race', 5)])));
    assert.equal(results.filter((r) => r === null).length, 5);
  });
});
