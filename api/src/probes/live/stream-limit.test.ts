import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { createShopper } from '../../test-support/cart-fixtures.js';
import { openEventStream, type OpenStream } from '../../test-support/event-stream-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * The per-user bound on GET /api/events (docs/live-updates.md, "Limits and restarts"): a stream
 * past it is refused with 429, and like every 429 of the API (docs/api.md#errors) it says when to
 * come back, so the storefront's client waits that long rather than guessing.
 */
let t: TestApp;
let baseUrl: string;
const opened: OpenStream[] = [];
before(async () => {
  t = await createTestApp({ liveStreams: { perUser: 2, perInstance: 50 } });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  for (const stream of opened) stream.close();
  await t?.close();
});

it("answers a stream past the user's limit with 429 and Retry-After in seconds", async () => {
  const shopper = await createShopper(t.app);
  for (let i = 0; i < 2; i += 1) {
    const stream = await openEventStream(baseUrl, shopper.token);
    opened.push(stream);
    assert.equal(stream.status, 200);
  }
  const refused = await openEventStream(baseUrl, shopper.token);
  opened.push(refused);
  await refused.ended;
  assert.equal(refused.status, 429);
  assert.match(refused.body, /Too many live connections/);
  assert.match(String(refused.headers['retry-after']), /^[1-9]\d*$/, 'Retry-After: a whole number of seconds');
});
