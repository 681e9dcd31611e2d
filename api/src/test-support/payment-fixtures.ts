import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';

/** Follows a /pay/ link to the test provider's checkout page; answers that page's path. */
export async function openTestCheckout(app: FastifyInstance, paymentUrl: string): Promise<string> {
  const started = await app.inject({ url: paymentUrl });
  assert.equal(started.statusCode, 303, started.body);
  const checkout = started.headers.location as string;
  assert.match(checkout, /^\/payments\/test\/checkout\/tcs_/);
  return checkout;
}

/** Posts the test provider's checkout form as a browser would (decision: pay or cancel). */
export function decideAtTestCheckout(app: FastifyInstance, checkoutPath: string, decision: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: checkoutPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

/** Pays a /pay/ link at the test provider, which tells the store by its signed webhook. */
export async function payThroughTestProvider(app: FastifyInstance, paymentUrl: string): Promise<LightMyRequestResponse> {
  const checkout = await openTestCheckout(app, paymentUrl);
  const paid = await decideAtTestCheckout(app, checkout, 'pay');
  assert.equal(paid.statusCode, 303, paid.body);
  return paid;
}

/** The payment events the store stored, oldest first. */
export function paymentEvents(app: FastifyInstance, provider: string) {
  return app.db.query<{ event_id: string; type: string; result: string }>(
    'SELECT event_id, type, result FROM payment_events WHERE provider = $1 ORDER BY received_at, event_id',
    [provider],
  );
}
