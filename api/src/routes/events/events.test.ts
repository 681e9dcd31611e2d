import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { issueAccessToken } from '../../domain/access-tokens.js';
import { liveEvent } from '../../schemas/live-events.js';
import { createShopper, type Shopper } from '../../test-support/cart-fixtures.js';
import { openEventStream, type OpenStream, type ReceivedEvent } from '../../test-support/event-stream-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * GET /api/events on a listening server (docs/live-updates.md): the events come from the
 * database's triggers, so a change made by plain SQL reaches its owner's stream, and no one else's.
 */
let t: TestApp;
let baseUrl: string;
const opened: OpenStream[] = [];
before(async () => {
  t = await createTestApp({ liveStreams: { perUser: 3, perInstance: 50 } });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  for (const stream of opened) stream.close();
  await t?.close();
});

async function open(shopper: Shopper, lastEventId?: string): Promise<OpenStream> {
  const stream = await openEventStream(baseUrl, shopper.token, lastEventId);
  opened.push(stream);
  return stream;
}

/** A placed order of the shopper, made directly in the database (its events are what is tested). */
async function orderOf(shopper: Shopper): Promise<{ id: number; code: string }> {
  const [shop] = await t.app.db.query<{ id: number }>('SELECT id FROM shops ORDER BY id LIMIT 1');
  const code = `SMEV${String(shopper.id).padStart(8, '0')}`;
  const [order] = await t.app.db.query<{ id: number }>(
    `INSERT INTO orders (order_code, user_id, shop_id, address, payment_method, quantity, total_amount, payable_amount)
     VALUES ($1, $2, $3, '{}', 'cash', 1, 10, 10) RETURNING id`,
    [code, shopper.id, shop!.id],
  );
  return { id: order!.id, code };
}

/** What the triggers made, as the API's one schema of the events says (schemas/live-events.ts, the OpenAPI document). */
function asDescribed({ event, id, data }: ReceivedEvent) {
  return liveEvent.parse(event === 'resync' ? { kind: event } : { kind: event, id, data });
}

describe('GET /api/events', () => {
  it("sends an order's status changed by plain SQL to its owner's stream, and to no one else's", async () => {
    const owner = await createShopper(t.app);
    const stranger = await createShopper(t.app);
    const mine = await open(owner);
    const theirs = await open(stranger);
    assert.equal(mine.status, 200);
    const order = await orderOf(owner);
    await t.app.db.query("UPDATE orders SET order_status = 'On The Way' WHERE id = $1", [order.id]);
    const event = await mine.waitFor((e) => e.event === 'order');
    assert.deepEqual(event.data, {
      order_id: order.id,
      order_code: order.code,
      order_status: 'On The Way',
      payment_status: 'Pending',
      refund_status: null,
      changed: ['order_status'],
    });
    assert.match(event.id ?? '', /^[0-9a-f-]{36}$/, 'a random id: it counts nothing');
    assert.equal(asDescribed(event).kind, 'order');
    await t.app.db.query("UPDATE orders SET payment_status = 'Paid' WHERE id = $1", [order.id]);
    const paid = await mine.waitFor((e) => e.event === 'order' && e.data.payment_status === 'Paid');
    assert.deepEqual(paid.data.changed, ['payment_status']);
    asDescribed(paid);
    assert.deepEqual(
      theirs.events.filter((e) => e.event === 'order'),
      [],
      "another shopper's stream hears nothing of it",
    );
  });

  it('sends a ticket reply, and a basket or wishlist changed elsewhere', async () => {
    const shopper = await createShopper(t.app);
    const stream = await open(shopper);
    const [type] = await t.app.db.query<{ id: number }>('SELECT id FROM ticket_issue_types LIMIT 1');
    const [ticket] = await t.app.db.query<{ id: number }>(
      `INSERT INTO support_tickets (ticket_no, user_id, issue_type_id, email) VALUES ($1, $2, $3, 'a@b.example') RETURNING id`,
      [`TEV${shopper.id}`, shopper.id, type!.id],
    );
    await t.app.db.query('INSERT INTO support_ticket_messages (ticket_id, is_staff, message) VALUES ($1, true, $2)', [
      ticket!.id,
      'We are on it.',
    ]);
    const reply = await stream.waitFor((e) => e.event === 'ticket');
    assert.equal(reply.data.ticket_id, ticket!.id);
    assert.equal(reply.data.is_staff, true);
    assert.equal(reply.data.message, undefined, 'ids and fields, not the message itself');
    assert.deepEqual(asDescribed(reply), { kind: 'ticket', id: reply.id, data: reply.data });
    const [product] = await t.app.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
    await t.app.db.query('INSERT INTO favorites (user_id, product_id) VALUES ($1, $2)', [shopper.id, product!.id]);
    asDescribed(await stream.waitFor((e) => e.event === 'wishlist'));
  });

  /** A shopper's stream that saw their order confirmed, then closed: what it saw last, to resume from. */
  async function streamClosedAfterAnOrderEvent() {
    const shopper = await createShopper(t.app);
    const first = await open(shopper);
    const order = await orderOf(shopper);
    await t.app.db.query("UPDATE orders SET order_status = 'Confirm' WHERE id = $1", [order.id]);
    const seen = await first.waitFor((e) => e.event === 'order');
    first.close();
    return { shopper, order, seen };
  }

  it('replays what a reconnecting stream missed after its Last-Event-ID, once and in order', async () => {
    const { shopper, order, seen } = await streamClosedAfterAnOrderEvent();
    await t.app.db.query("UPDATE orders SET order_status = 'Processing' WHERE id = $1", [order.id]);
    await t.app.db.query("UPDATE orders SET order_status = 'Pickup' WHERE id = $1", [order.id]);
    const again = await open(shopper, seen.id);
    await again.waitFor((e) => e.data.order_status === 'Pickup');
    assert.deepEqual(
      again.events.filter((e) => e.event === 'order').map((e) => e.data.order_status),
      ['Processing', 'Pickup'],
    );
    assert.deepEqual(again.retries.slice(0, 1), [3000], 'the stream tells the client how soon to come back');
  });

  it('tells a stream whose missed events were pruned to resync', async () => {
    const { shopper, seen } = await streamClosedAfterAnOrderEvent();
    await t.app.db.query('DELETE FROM shopper_events WHERE user_id = $1', [shopper.id]);
    const stream = await open(shopper, seen.id);
    assert.deepEqual(asDescribed(await stream.waitFor((e) => e.event === 'resync')), { kind: 'resync' });
  });

  it('ends the stream of a session revoked elsewhere, after saying so; the same user’s other session stays', async () => {
    const shopper = await createShopper(t.app);
    const second = { ...shopper, token: await issueAccessToken(t.app.db, shopper.id) };
    const revoked = await open(shopper);
    const kept = await open(second);
    await t.app.db.query(
      'UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1 AND id = (SELECT min(id) FROM access_tokens WHERE user_id = $1)',
      [shopper.id],
    );
    asDescribed(await revoked.waitFor((e) => e.event === 'session_revoked'));
    await revoked.ended;
    const order = await orderOf(shopper);
    await t.app.db.query("UPDATE orders SET order_status = 'Confirm' WHERE id = $1", [order.id]);
    await kept.waitFor((e) => e.event === 'order');
    assert.equal(kept.events.filter((e) => e.event === 'session_revoked').length, 0);
  });

  it("holds no place at PGlite's admission once open: a thousand idle streams must not make the store busy", async () => {
    const admission = t.app.db.admission;
    if (!admission) return; // PostgreSQL: a pool, no admission
    const shopper = await createShopper(t.app);
    const before = admission.stats().admitted;
    const streams = [await open(shopper), await open(shopper)];
    await streams[1]!.waitFor(() => true, 300).catch(() => undefined); // both streams are set up
    assert.equal(admission.stats().admitted, before);
  });

  it("refuses a stream past the user's limit with 429 and a stranger with 401", async () => {
    const shopper = await createShopper(t.app);
    for (let i = 0; i < 3; i += 1) assert.equal((await open(shopper)).status, 200);
    const fourth = await open(shopper);
    assert.equal(fourth.status, 429);
    await fourth.ended;
    assert.match(fourth.body, /Too many live connections/);
    const stranger = await openEventStream(baseUrl, 'not-a-token');
    assert.equal(stranger.status, 401);
  });
});
