import Stripe from 'stripe';
import { z } from 'zod';
import {
  ProviderUnavailableError,
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

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is (tests point it at a local server that speaks Stripe's HTTP API). */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
  /** How far from now a signed webhook's timestamp may be, either way, in seconds (Stripe's default: 300). */
  toleranceSeconds?: number;
  /** Per try of a call (STRIPE_TIMEOUT_MS unless a test shortens it). */
  timeoutMs?: number;
}

/** Every call to Stripe gives up after this long: the shopper is told, nothing hangs. */
export const STRIPE_TIMEOUT_MS = 10_000;

const NAME = 'stripe';
/** Stripe's own tolerance: a signature more than 5 minutes from now, either way, is refused. */
const DEFAULT_TOLERANCE_SECONDS = 300;

/**
 * The fields of Stripe's objects the store reads, as the API documents them; a verified event whose
 * object does not fit is not understood (answered 200 'ignored'), never half read.
 */
const metadata = z.record(z.string(), z.string()).nullish();
const expandable = z.union([providerToken(), z.object({ id: providerToken() })]).nullish();
const checkoutSession = z.object({
  id: providerToken(),
  status: z.string().nullish(),
  payment_status: z.string(),
  amount_total: minorAmount().nullish(),
  currency: currencyCode().nullish(),
  client_reference_id: z.string().max(200).nullish(),
  metadata,
  payment_intent: expandable,
});
const refundObject = z.object({
  id: providerToken(),
  status: z.string().nullish(),
  amount: minorAmount(),
  currency: currencyCode(),
  metadata,
  payment_intent: expandable,
});
type CheckoutSession = z.infer<typeof checkoutSession>;
const eventOf = <T extends z.ZodType>(object: T) => z.object({ id: providerToken(), type: providerToken(), data: z.object({ object }) });
const anyEvent = z.object({ id: providerToken(), type: providerToken() });
const sessionEvent = eventOf(checkoutSession);
const refundEvent = eventOf(refundObject);

/** The Checkout Session events the store acts on, and what each says. */
const SESSION_OUTCOMES = new Map<string, (session: CheckoutSession) => PaymentOutcome>([
  ['checkout.session.completed', (session) => (session.payment_status === 'paid' ? 'paid' : 'authorised')],
  ['checkout.session.async_payment_succeeded', () => 'paid'],
  ['checkout.session.async_payment_failed', () => 'failed'],
  ['checkout.session.expired', () => 'expired'],
]);
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated']);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A Checkout Session's state in the port's words. */
function sessionOutcome(session: Stripe.Checkout.Session): ProviderPaymentState['outcome'] {
  if (session.status === 'expired') return 'expired';
  if (session.status === 'complete') return session.payment_status === 'paid' ? 'paid' : 'authorised';
  return 'pending';
}

function sessionState(session: Stripe.Checkout.Session): ProviderPaymentState {
  return {
    providerReference: session.id,
    outcome: sessionOutcome(session),
    amountMinor: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    paymentReference: idOf(session.payment_intent),
  };
}

/**
 * The timestamp a Stripe-Signature header was signed with, read as the SDK reads it to verify the
 * signature (its last `t=`, a base-10 integer): NaN when there is none.
 */
function signedAt(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

/**
 * Stripe through its official SDK: a hosted Checkout Session per attempt (a line per shop order,
 * amounts in minor units, the order codes and the attempt in metadata, the attempt's idempotency
 * key on the create call), refunds of one order's share by its PaymentIntent, and webhooks verified
 * over the raw body with the webhook secret. No Stripe.js: the shopper pays on Stripe's own page.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    ...(options.apiBase ?? {}),
  });
  const unavailable = (error: unknown) => new ProviderUnavailableError(NAME, error);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const verifier = stripe.webhooks.signature;
  if (!verifier) throw new Error('The Stripe SDK offers no webhook signature verification.');
  const retrieve = async (providerReference: string): Promise<ProviderPaymentState> =>
    sessionState(
      await stripe.checkout.sessions.retrieve(providerReference).catch((error: unknown) => {
        throw unavailable(error);
      }),
    );

  return {
    name: NAME,

    async initiate(request: InitiateRequest): Promise<InitiatedPayment> {
      const metadata = { attempt_id: request.attemptId, order_codes: request.lines.map((line) => line.orderCode).join(',') };
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: 'payment',
            client_reference_id: request.attemptId,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            line_items: request.lines.map((line) => ({
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: line.amountMinor,
                product_data: { name: `${line.orderCode} · ${line.shopName}` },
              },
            })),
            metadata,
            payment_intent_data: { metadata },
          },
          { idempotencyKey: request.idempotencyKey },
        )
        .catch((error: unknown) => {
          throw unavailable(error);
        });
      if (!session.url) throw unavailable(new Error(`Checkout Session ${session.id} has no URL`));
      return { providerReference: session.id, redirectUrl: session.url };
    },

    retrieve,

    async refund(request: RefundRequest): Promise<RefundResult> {
      const refund = await stripe.refunds
        .create(
          {
            payment_intent: request.paymentReference,
            amount: request.amountMinor,
            metadata: { attempt_id: request.attemptId, order_code: request.orderCode },
          },
          { idempotencyKey: request.idempotencyKey },
        )
        .catch((error: unknown) => {
          throw unavailable(error);
        });
      return refundResult(refund);
    },

    async retrieveRefund(refundReference: string): Promise<RefundResult> {
      const refund = await stripe.refunds.retrieve(refundReference).catch((error: unknown) => {
        throw unavailable(error);
      });
      return refundResult(refund);
    },

    async cancel(providerReference: string): Promise<ProviderPaymentState> {
      try {
        return sessionState(await stripe.checkout.sessions.expire(providerReference));
      } catch (error: unknown) {
        // Stripe expires only an open session: one already complete (paid, or its money on the
        // way) or expired is refused with 400, and is read as it stands.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return retrieve(providerReference);
        throw unavailable(error);
      }
    },

    parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') throw new WebhookSignatureError('no Stripe-Signature header');
      try {
        verifier.verifyHeader(rawBody, signature, options.webhookSecret, tolerance);
      } catch (error: unknown) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
      }
      // The SDK refuses a timestamp too far in the past only; one as far in the future is refused too.
      const timestamp = signedAt(signature);
      if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > tolerance) {
        throw new WebhookSignatureError('timestamp outside the tolerance');
      }
      return normalise(signedJson(rawBody));
    },
  };
}

function refundResult(refund: Stripe.Refund): RefundResult {
  const outcome =
    refund.status === 'succeeded' ? 'refunded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return { refundReference: refund.id, outcome };
}

/**
 * One verified event in the port's words, read field by field with the schemas above (an event that
 * does not fit throws UnreadableWebhookEventError); types the store does not act on have no outcome.
 */
function normalise(body: unknown): PaymentEvent {
  const event = readEvent(anyEvent, body);
  const base = { eventId: event.id, type: event.type };
  const sessionOutcomeOf = SESSION_OUTCOMES.get(event.type);
  if (sessionOutcomeOf) {
    const session = readEvent(sessionEvent, body).data.object;
    return {
      ...base,
      attemptId: session.metadata?.attempt_id ?? session.client_reference_id ?? null,
      providerReference: session.id,
      outcome: sessionOutcomeOf(session),
      amountMinor: session.amount_total ?? null,
      currency: session.currency ? session.currency.toUpperCase() : null,
      paymentReference: idOf(session.payment_intent),
    };
  }
  if (REFUND_EVENTS.has(event.type)) {
    const refund = readEvent(refundEvent, body).data.object;
    return {
      ...base,
      attemptId: refund.metadata?.attempt_id ?? null,
      providerReference: refund.id,
      outcome: refund.status === 'succeeded' ? 'refunded' : null,
      amountMinor: refund.amount,
      currency: refund.currency.toUpperCase(),
      paymentReference: idOf(refund.payment_intent),
    };
  }
  return { ...base, attemptId: null, providerReference: null, outcome: null, amountMinor: null, currency: null, paymentReference: null };
}
