import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks the few endpoints of Stripe's API the store calls, so that the
 * official SDK is tested as it is used (the SDK takes a host, port and protocol): Checkout Sessions
 * (create, with Stripe's idempotency on the Idempotency-Key; retrieve; expire) and refunds. It keeps
 * what it was asked, can fail the next calls, and can mark a session paid as Stripe would after the
 * shopper pays. Test support only: the store talks to Stripe itself.
 */
export interface StripeTestServer {
  apiBase: { host: string; port: number; protocol: 'http' };
  /** Every request: method, path, Idempotency-Key, and the form fields as sent. */
  requests: { method: string; path: string; idempotencyKey: string | undefined; fields: Record<string, string> }[];
  /** The next `count` requests are answered with `status` and a Stripe error. */
  failNext(count: number, status?: number): void;
  /** The next `count` requests get no answer at all (a provider that hangs). */
  hangNext(count: number): void;
  /** The shopper paid: the session is complete and paid, with a PaymentIntent. */
  pay(sessionId: string): Record<string, unknown>;
  /** The bank returned the money: the refund succeeded. */
  settleRefund(refundId: string): Record<string, unknown>;
  /** The refunds asked for, newest last. */
  refunds(): Record<string, unknown>[];
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

export async function startStripeTestServer(secretKey: string): Promise<StripeTestServer> {
  const sessions = new Map<string, Json>();
  const byIdempotencyKey = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const refundsByIdempotencyKey = new Map<string, Json>();
  const requests: StripeTestServer['requests'] = [];
  let failures = 0;
  let hangs = 0;
  let failureStatus = 500;
  let next = 0;

  const answer = (response: http.ServerResponse, status: number, body: Json) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++next}` });
    response.end(JSON.stringify(body));
  };
  const stripeError = (type: string, message: string) => ({ error: { type, message } });

  const createSession = (fields: Record<string, string>): Json => {
    const lines: { amount: number; quantity: number; currency: string }[] = [];
    for (let i = 0; fields[`line_items[${i}][quantity]`] !== undefined; i += 1) {
      lines.push({
        amount: Number(fields[`line_items[${i}][price_data][unit_amount]`]),
        quantity: Number(fields[`line_items[${i}][quantity]`]),
        currency: fields[`line_items[${i}][price_data][currency]`] ?? '',
      });
    }
    const metadata = Object.fromEntries(
      Object.entries(fields)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const id = `cs_test_${++next}`;
    return {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: lines.reduce((sum, line) => sum + line.amount * line.quantity, 0),
      currency: lines[0]?.currency ?? null,
      client_reference_id: fields.client_reference_id ?? null,
      metadata,
      payment_intent: null,
      success_url: fields.success_url,
      cancel_url: fields.cancel_url,
    };
  };

  const route = (method: string, path: string, fields: Record<string, string>, idempotencyKey: string | undefined): [number, Json] => {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return [200, known];
      const session = createSession(fields);
      sessions.set(session.id as string, session);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
      return [200, session];
    }
    const expire = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) {
      const session = sessions.get(expire[1]!);
      if (!session) return [404, stripeError('invalid_request_error', 'No such checkout.session')];
      if (session.status === 'open') session.status = 'expired';
      return [200, session];
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session ? [200, session] : [404, stripeError('invalid_request_error', 'No such checkout.session')];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const known = idempotencyKey ? refundsByIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return [200, known];
      const refund = {
        id: `re_test_${++next}`,
        object: 'refund',
        status: 'pending',
        amount: Number(fields.amount),
        currency: 'usd',
        payment_intent: fields.payment_intent,
        metadata: { attempt_id: fields['metadata[attempt_id]'], order_code: fields['metadata[order_code]'] },
      };
      refunds.set(refund.id, refund);
      if (idempotencyKey) refundsByIdempotencyKey.set(idempotencyKey, refund);
      return [200, refund];
    }
    const refund = /^\/v1\/refunds\/([\w-]+)$/.exec(path);
    if (method === 'GET' && refund) {
      const found = refunds.get(refund[1]!);
      return found ? [200, found] : [404, stripeError('invalid_request_error', 'No such refund')];
    }
    return [404, stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path})`)];
  };

  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const fields = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : body));
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey, fields });
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        answer(response, 401, stripeError('invalid_request_error', 'Invalid API Key provided'));
        return;
      }
      if (hangs > 0) {
        hangs -= 1;
        return;
      }
      if (failures > 0) {
        failures -= 1;
        answer(response, failureStatus, stripeError('api_error', 'Something went wrong on our end.'));
        return;
      }
      const [status, json] = route(request.method ?? '', url.pathname, fields, idempotencyKey);
      answer(response, status, json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    apiBase: { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' },
    requests,
    hangNext(count) {
      hangs = count;
    },
    failNext(count, status = 500) {
      failures = count;
      failureStatus = status;
    },
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_test_${++next}` });
      return session;
    },
    settleRefund(refundId) {
      const found = refunds.get(refundId);
      if (!found) throw new Error(`no refund ${refundId}`);
      found.status = 'succeeded';
      return found;
    },
    refunds: () => [...refunds.values()],
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
