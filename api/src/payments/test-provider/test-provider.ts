import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import {
  WebhookSignatureError,
  type InitiateRequest,
  type InitiatedPayment,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderPaymentState,
  type RefundRequest,
  type RefundResult,
} from '../payment-provider.js';
import { currencyCode, minorAmount, providerToken, readEvent, signedJson } from '../webhook-event-fields.js';

/**
 * The test provider (docs/payments.md, "The test provider"): a payment service of our own that
 * runs offline, for `npm start` and the e2e tests, on only where the operator allows it. It keeps
 * its own books (test_provider_* tables), shows the shopper its own checkout page, and tells the
 * store what happened only by signed webhooks to /api/payments/webhooks/test, which the store
 * verifies exactly as it does Stripe's. No money moves: it is not a card service.
 */
export const TEST_PROVIDER = 'test';
export const TEST_SIGNATURE_HEADER = 'test-provider-signature';
/** Where the test provider's checkout page is (outside /api: the browser navigates there). */
export const TEST_CHECKOUT_PREFIX = '/payments/test/checkout/';
/** A session can be paid for a day, as a Stripe Checkout Session. */
const SESSION_HOURS = 24;
const DEFAULT_TOLERANCE_SECONDS = 300;

export interface TestProviderOptions {
  db: Queryable;
  webhookSecret: string;
  /** Sends a signed webhook to the store: the body and its headers. */
  deliver: (body: string, headers: Record<string, string>) => Promise<void>;
  toleranceSeconds?: number;
}

interface SessionRow {
  id: string;
  attempt_id: string;
  status: 'open' | 'paid' | 'expired';
  amount_minor: number;
  currency: string;
  lines: Array<{ orderCode: string; shopName: string; amountMinor: number }>;
  success_url: string;
  cancel_url: string;
  expired: boolean;
}

type EventType = 'session.paid' | 'session.expired' | 'refund.succeeded';
const OUTCOMES = new Map<string, PaymentOutcome>([
  ['session.paid', 'paid'],
  ['session.expired', 'expired'],
  ['refund.succeeded', 'refunded'],
]);

/** An event as the provider sends it (and the store reads it: what does not fit is not understood). */
const testEvent = z.object({
  id: providerToken(),
  type: providerToken(),
  created: z.number().int(),
  data: z.object({
    attempt_id: z.string().max(200).optional(),
    object_id: providerToken().optional(),
    amount_minor: minorAmount().optional(),
    currency: currencyCode().optional(),
    payment_reference: providerToken().optional(),
  }),
});
type TestEvent = z.infer<typeof testEvent>;

const randomId = (prefix: string, bytes = 18) => `${prefix}${randomBytes(bytes).toString('base64url')}`;
const paymentReferenceOf = (sessionId: string) => `pay_${sessionId}`;

/** The signature header of a body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs. */
export function signTestEvent(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

function verify(rawBody: Buffer, header: string | string[] | undefined, secret: string, tolerance: number): void {
  if (typeof header !== 'string' || header === '') throw new WebhookSignatureError(`no ${TEST_SIGNATURE_HEADER} header`);
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) throw new WebhookSignatureError('malformed signature header');
  if (Math.abs(Date.now() / 1000 - timestamp) > tolerance) throw new WebhookSignatureError('timestamp outside the tolerance');
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  const given = Buffer.from(parts.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError('signature does not match');
}

export interface TestProvider extends PaymentProvider {
  /** The session a checkout page shows (null: unknown). */
  findSession(id: string): Promise<SessionRow | null>;
  /** The shopper paid on the checkout page: the session is paid and the store is told. Returns where to send the shopper. */
  pay(id: string): Promise<string | null>;
}

export function createTestProvider(options: TestProviderOptions): TestProvider {
  const { db } = options;
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;

  const send = async (type: EventType, data: TestEvent['data']) => {
    const event: TestEvent = { id: randomId('evt_'), type, created: Math.floor(Date.now() / 1000), data };
    const body = JSON.stringify(event);
    await options.deliver(body, {
      'content-type': 'application/json',
      [TEST_SIGNATURE_HEADER]: signTestEvent(body, options.webhookSecret),
    });
  };

  const findSession = async (id: string): Promise<SessionRow | null> => {
    const [row] = await db.query<SessionRow>(
      `SELECT id, attempt_id, status, amount_minor::int AS amount_minor, currency, lines, success_url, cancel_url,
              created_at <= now() - make_interval(hours => $2::int) AS expired
         FROM test_provider_sessions WHERE id = $1`,
      [id, SESSION_HOURS],
    );
    return row ?? null;
  };

  const retrieve = async (providerReference: string): Promise<ProviderPaymentState> => {
    const session = await findSession(providerReference);
    if (!session) throw new Error(`no test session ${providerReference}`);
    const outcome = session.status === 'paid' ? 'paid' : session.status === 'expired' || session.expired ? 'expired' : 'pending';
    return {
      providerReference,
      outcome,
      amountMinor: session.amount_minor,
      currency: session.currency,
      paymentReference: outcome === 'paid' ? paymentReferenceOf(session.id) : null,
    };
  };

  const sessionData = (session: SessionRow): TestEvent['data'] => ({
    attempt_id: session.attempt_id,
    object_id: session.id,
    amount_minor: session.amount_minor,
    currency: session.currency,
    payment_reference: paymentReferenceOf(session.id),
  });

  return {
    name: TEST_PROVIDER,
    findSession,

    async initiate(request: InitiateRequest): Promise<InitiatedPayment> {
      const amount = request.lines.reduce((sum, line) => sum + line.amountMinor, 0);
      await db.query(
        `INSERT INTO test_provider_sessions (id, idempotency_key, attempt_id, amount_minor, currency, lines, success_url, cancel_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING`,
        [
          randomId('tcs_', 24),
          request.idempotencyKey,
          request.attemptId,
          amount,
          request.currency.toUpperCase(),
          JSON.stringify(request.lines),
          request.successUrl,
          request.cancelUrl,
        ],
      );
      const [row] = await db.query<{ id: string }>('SELECT id FROM test_provider_sessions WHERE idempotency_key = $1', [
        request.idempotencyKey,
      ]);
      return { providerReference: row!.id, redirectUrl: `${TEST_CHECKOUT_PREFIX}${row!.id}` };
    },

    retrieve,

    async pay(id: string): Promise<string | null> {
      const [session] = await db.query<SessionRow>(
        `UPDATE test_provider_sessions SET status = 'paid'
          WHERE id = $1 AND status = 'open' AND created_at > now() - make_interval(hours => $2::int)
          RETURNING id, attempt_id, status, amount_minor::int AS amount_minor, currency, success_url`,
        [id, SESSION_HOURS],
      );
      if (!session) return null;
      await send('session.paid', sessionData(session));
      return session.success_url;
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const sessionId = request.paymentReference.replace(/^pay_/, '');
      const session = await findSession(sessionId);
      if (!session || session.status !== 'paid') return { refundReference: '', outcome: 'failed' };
      await db.query(
        `INSERT INTO test_provider_refunds (id, idempotency_key, session_id, attempt_id, amount_minor)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (idempotency_key) DO NOTHING`,
        [randomId('tre_'), request.idempotencyKey, sessionId, request.attemptId, request.amountMinor],
      );
      const [refund] = await db.query<{ id: string }>('SELECT id FROM test_provider_refunds WHERE idempotency_key = $1', [
        request.idempotencyKey,
      ]);
      // A refund settles a moment after it is asked for; then its webhook comes.
      setTimeout(() => {
        void send('refund.succeeded', {
          attempt_id: request.attemptId,
          object_id: refund!.id,
          amount_minor: request.amountMinor,
          currency: session.currency,
          payment_reference: request.paymentReference,
        }).catch(() => undefined);
      }, 500).unref();
      return { refundReference: refund!.id, outcome: 'pending' };
    },

    async retrieveRefund(refundReference: string): Promise<RefundResult> {
      const [refund] = await db.query('SELECT id FROM test_provider_refunds WHERE id = $1', [refundReference]);
      return { refundReference, outcome: refund ? 'refunded' : 'failed' };
    },

    async cancel(providerReference: string): Promise<ProviderPaymentState> {
      // Only an open session ends (the same statement as paying it: one of the two wins); a paid one is answered as it is.
      const [session] = await db.query<SessionRow>(
        `UPDATE test_provider_sessions SET status = 'expired' WHERE id = $1 AND status = 'open'
          RETURNING id, attempt_id, status, amount_minor::int AS amount_minor, currency`,
        [providerReference],
      );
      if (session) await send('session.expired', sessionData(session));
      return retrieve(providerReference);
    },

    parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
      verify(rawBody, headers[TEST_SIGNATURE_HEADER], options.webhookSecret, tolerance);
      const event = readEvent(testEvent, signedJson(rawBody));
      const outcome = OUTCOMES.get(event.type) ?? null;
      const data = outcome ? event.data : {};
      return {
        eventId: event.id,
        type: event.type,
        attemptId: data.attempt_id ?? null,
        providerReference: data.object_id ?? null,
        outcome,
        amountMinor: data.amount_minor ?? null,
        currency: data.currency ?? null,
        paymentReference: data.payment_reference ?? null,
      };
    },
  };
}
