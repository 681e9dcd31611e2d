import Stripe from 'stripe';
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

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is (tests point it at a local server that speaks Stripe's HTTP API). */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
  /** How old a signed webhook may be, in seconds (Stripe's default: 300). */
  toleranceSeconds?: number;
  /** Per try of a call (STRIPE_TIMEOUT_MS unless a test shortens it). */
  timeoutMs?: number;
}

/** Every call to Stripe gives up after this long: the shopper is told, nothing hangs. */
export const STRIPE_TIMEOUT_MS = 10_000;

const NAME = 'stripe';

/** The Checkout Session events the store acts on, and what each says. */
const SESSION_OUTCOMES: Record<string, (session: Stripe.Checkout.Session) => PaymentOutcome> = {
  'checkout.session.completed': (session) => (session.payment_status === 'paid' ? 'paid' : 'authorised'),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'expired',
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A Checkout Session's state in the port's words. */
function sessionOutcome(session: Stripe.Checkout.Session): ProviderPaymentState['outcome'] {
  if (session.status === 'expired') return 'expired';
  if (session.status === 'complete') return session.payment_status === 'paid' ? 'paid' : 'authorised';
  return 'pending';
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

    async retrieve(providerReference: string): Promise<ProviderPaymentState> {
      const session = await stripe.checkout.sessions.retrieve(providerReference).catch((error: unknown) => {
        throw unavailable(error);
      });
      return {
        providerReference: session.id,
        outcome: sessionOutcome(session),
        amountMinor: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
        paymentReference: idOf(session.payment_intent),
      };
    },

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

    async cancel(providerReference: string): Promise<void> {
      await stripe.checkout.sessions.expire(providerReference).catch((error: unknown) => {
        throw unavailable(error);
      });
    },

    parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') throw new WebhookSignatureError('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, options.toleranceSeconds);
      } catch (error: unknown) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
      }
      return normalise(event);
    },
  };
}

function refundResult(refund: Stripe.Refund): RefundResult {
  const outcome =
    refund.status === 'succeeded' ? 'refunded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return { refundReference: refund.id, outcome };
}

/** One verified event in the port's words; types the store does not act on have no outcome. */
function normalise(event: Stripe.Event): PaymentEvent {
  const base = { eventId: event.id, type: event.type };
  const sessionOutcomeOf = SESSION_OUTCOMES[event.type];
  if (sessionOutcomeOf) {
    const session = event.data.object as Stripe.Checkout.Session;
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
  if (event.type === 'refund.updated' || event.type === 'refund.created') {
    const refund = event.data.object as Stripe.Refund;
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
