// Oddly shaped Stripe events (docs/probes.md, "Payments"): correctly signed, but not the shape of an
// event the store reads. Found: six of ten (no data.object, object null, a refund without currency,
// no id, an array body, a NUL in the id) answered 500, which Stripe redelivers for three days. Each
// must be answered 200 `ignored` (logged), never 5xx, and change nothing of any order or payment;
// a well-formed event after them is still applied. Runs on both databases.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { deliverSigned, openAtStripe, placeCardOrder, startStripeStore, type StripeStore } from './stripe-store.js';

/** Everything an event could move: orders, payment rows, attempts and refunds. */
async function paymentsState(store: StripeStore) {
  const db = store.t.app.db;
  return {
    orders: await db.query('SELECT id, order_status, payment_status, refund_status FROM orders ORDER BY id'),
    payments: await db.query('SELECT id, status FROM payments ORDER BY id'),
    attempts: await db.query('SELECT id, status, payment_reference, next_check_at FROM payment_attempts ORDER BY id'),
    refunds: await db.query('SELECT id, status FROM payment_refunds ORDER BY id'),
  };
}

describe('Stripe events of a shape the store does not read', () => {
  let store: StripeStore;
  let session: Record<string, unknown>;
  let attemptId: string;
  let orderId: number;
  before(async () => {
    store = await startStripeStore();
    const order = await placeCardOrder(store);
    orderId = order.orderId;
    const sessionId = await openAtStripe(store, order.paymentUrl);
    // Paid at Stripe: an event that were read leniently would mark the order Paid.
    session = store.server.pay(sessionId);
    attemptId = (session.metadata as { attempt_id: string }).attempt_id;
  });
  after(() => store?.close());

  // Each its own event id, so that none is taken for a delivery of another.
  let next = 0;
  const event = (fields: Record<string, unknown>) => ({
    id: `evt_odd_${++next}`,
    object: 'event',
    type: 'checkout.session.completed',
    ...fields,
  });
  const paidEvent = (object: Record<string, unknown>) => event({ data: { object: { ...session, ...object } } });
  const refund = {
    id: 're_odd',
    object: 'refund',
    status: 'succeeded',
    amount: 100,
    metadata: { attempt_id: '' },
    payment_intent: 'pi_odd',
  };

  const shapes = (): Array<[string, string]> => [
    ['no data.object', JSON.stringify(event({ data: {} }))],
    ['data.object null', JSON.stringify(event({ data: { object: null } }))],
    [
      'a refund without currency',
      JSON.stringify(event({ type: 'refund.updated', data: { object: { ...refund, metadata: { attempt_id: attemptId } } } })),
    ],
    ['no id', JSON.stringify({ ...paidEvent({}), id: undefined })],
    ['an array body', JSON.stringify([paidEvent({})])],
    ['a NUL in the id', JSON.stringify({ ...paidEvent({}), id: 'evt_\u0000nul' })],
    ['no data at all', JSON.stringify(event({}))],
    ['a type that is not text', JSON.stringify({ ...paidEvent({}), type: 42 })],
    ['an id that is a number', JSON.stringify({ ...paidEvent({}), id: 7 })],
    ['an id of 10,000 characters', JSON.stringify({ ...paidEvent({}), id: `evt_${'x'.repeat(10_000)}` })],
    ['data.object an array', JSON.stringify(event({ data: { object: [session] } }))],
    ['data.object a text', JSON.stringify(event({ data: { object: session.id } }))],
    ['the amount as text', JSON.stringify(paidEvent({ amount_total: String(session.amount_total) }))],
    ['a negative amount', JSON.stringify(paidEvent({ amount_total: -1 }))],
    ['a NUL in the session id', JSON.stringify(paidEvent({ id: 'cs_\u0000' }))],
    ['a NUL in the currency', JSON.stringify(paidEvent({ currency: 'us\u0000d' }))],
    ['a PaymentIntent that is a number', JSON.stringify(paidEvent({ payment_intent: 12 }))],
    ['a PaymentIntent with a NUL', JSON.stringify(paidEvent({ payment_intent: 'pi_\u0000' }))],
    ['metadata that is not text', JSON.stringify(paidEvent({ metadata: { attempt_id: { id: attemptId } } }))],
    ['no payment status', JSON.stringify(paidEvent({ payment_status: undefined }))],
    [
      'a refund with a NUL in its id',
      JSON.stringify(event({ type: 'refund.updated', data: { object: { ...refund, id: 're_\u0000', currency: 'usd' } } })),
    ],
    [
      'a refund amount of text',
      JSON.stringify(event({ type: 'refund.updated', data: { object: { ...refund, amount: '100', currency: 'usd' } } })),
    ],
    ['the type constructor (a property of every object)', JSON.stringify({ ...paidEvent({}), type: 'constructor' })],
    ['the type __proto__', JSON.stringify({ ...paidEvent({}), type: '__proto__' })],
    ['a body of null', 'null'],
    ['a body of one text', '"evt_text"'],
    ['a body that is not JSON', '{"id": "evt_cut", "type": "checkout.session.compl'],
  ];

  it('answers each 200 ignored, never 5xx, and changes nothing', async () => {
    const before = await paymentsState(store);
    const eventsBefore = await store.t.app.db.query<{ event_id: string }>('SELECT event_id FROM payment_events');
    const wrong: string[] = [];
    for (const [name, payload] of shapes()) {
      const answer = await deliverSigned(store, payload);
      if (answer.statusCode >= 500) wrong.push(`${name}: ${answer.statusCode} ${answer.body}`);
      else if (answer.statusCode !== 200 || answer.json().result !== 'ignored') wrong.push(`${name}: ${answer.statusCode} ${answer.body}`);
    }
    assert.deepEqual(wrong, [], 'every odd shape is answered 200 ignored');
    assert.deepEqual(await paymentsState(store), before, 'no order, payment, attempt or refund changed');
    // A readable event of a type the store does not act on is kept as ignored (a repeat is then a duplicate).
    const known = new Set(eventsBefore.map((e) => e.event_id));
    const stored = await store.t.app.db.query<{ event_id: string; result: string }>('SELECT event_id, result FROM payment_events');
    assert.deepEqual(
      stored.filter((e) => !known.has(e.event_id)).map((e) => e.result),
      ['ignored', 'ignored'],
      'the two readable events of types the store does not act on',
    );
  });

  it('still applies a well-formed event afterwards', async () => {
    const answer = await deliverSigned(store, JSON.stringify({ ...paidEvent({}), id: 'evt_well_formed' }));
    assert.deepEqual(answer.json(), { received: true, result: 'applied' });
    const [order] = await store.t.app.db.query<{ payment_status: string }>('SELECT payment_status FROM orders WHERE id = $1', [orderId]);
    assert.equal(order!.payment_status, 'Paid');
  });
});
