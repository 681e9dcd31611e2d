/**
 * The payment provider port: what the store asks of any card provider (docs/payments.md). One attempt
 * pays the orders of one placement; amounts are in the currency's minor units. A provider's webhook is
 * read into one normalised event; the store acts on events only after they are verified.
 */

/** What a provider says happened to an attempt (or to a refund of it). */
export type PaymentOutcome = 'authorised' | 'paid' | 'failed' | 'expired' | 'refunded';

/** One shop order of an attempt: a line of its own at the provider. */
export interface PaymentLine {
  orderCode: string;
  shopName: string;
  amountMinor: number;
}

export interface InitiateRequest {
  /** Ours: names the attempt in the provider's metadata, so its events find it. */
  attemptId: string;
  /** Sent on every create call: a repeated call creates nothing twice. */
  idempotencyKey: string;
  /** ISO 4217, lower or upper case. */
  currency: string;
  lines: readonly PaymentLine[];
  /** Where the provider sends the shopper back (for the shopper only: nothing is marked paid by it). */
  successUrl: string;
  cancelUrl: string;
}

export interface InitiatedPayment {
  /** The provider's id of the attempt (a Stripe Checkout Session's id). */
  providerReference: string;
  /** Where the shopper pays. */
  redirectUrl: string;
}

/** An attempt as the provider has it now. */
export interface ProviderPaymentState {
  providerReference: string;
  outcome: PaymentOutcome | 'pending';
  amountMinor: number;
  currency: string;
  /** The provider's id of the money moved (a Stripe PaymentIntent), which refunds name. */
  paymentReference: string | null;
}

export interface RefundRequest {
  /** The attempt that paid: in the refund's metadata, so the refund's events find it. */
  attemptId: string;
  paymentReference: string;
  amountMinor: number;
  idempotencyKey: string;
  /** The shop order the refund is for, in the provider's metadata. */
  orderCode: string;
}

export interface RefundResult {
  refundReference: string;
  /** Refunds settle later: their webhook says when. */
  outcome: 'refunded' | 'pending' | 'failed';
}

/** A verified webhook, normalised. `outcome` null: an event type the store does not act on. */
export interface PaymentEvent {
  eventId: string;
  type: string;
  attemptId: string | null;
  providerReference: string | null;
  outcome: PaymentOutcome | null;
  amountMinor: number | null;
  currency: string | null;
  /** The money moved (a Stripe PaymentIntent), when the event names it: refunds need it. */
  paymentReference: string | null;
}

export interface PaymentProvider {
  /** The gateway's name in settings' payment_gateways (e.g. 'stripe'). */
  readonly name: string;
  initiate(request: InitiateRequest): Promise<InitiatedPayment>;
  retrieve(providerReference: string): Promise<ProviderPaymentState>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** A refund as the provider has it now (its webhook may have been lost). */
  retrieveRefund(refundReference: string): Promise<RefundResult>;
  /**
   * Ends a session so the shopper can no longer pay it (its order was cancelled, paid again or
   * switched to cash), and answers the session as the provider has it afterwards: 'expired' (or
   * 'failed') when it is over, 'paid' or 'authorised' when the shopper completed it first. Throws
   * ProviderUnavailableError when the provider cannot be asked.
   */
  cancel(providerReference: string): Promise<ProviderPaymentState>;
  /** Verifies and reads a webhook from its raw body and headers; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

/** A webhook whose signature is missing, wrong, or too old: answered 400, nothing changes. */
export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(`Webhook refused: ${reason}`);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * A verified webhook whose body is not an event the store can read (not JSON, no id, a NUL in an id,
 * an object of the wrong shape): answered 200 'ignored' and logged, never acted on, never a 5xx
 * (a provider redelivers those for days).
 */
export class UnreadableWebhookEventError extends Error {
  constructor(reason: string) {
    super(`Webhook event not understood: ${reason}`);
    this.name = 'UnreadableWebhookEventError';
  }
}

/** The provider could not be reached, timed out or failed: the attempt stays payable again. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    cause: unknown,
  ) {
    super(`The payment provider ${provider} is unavailable.`, { cause });
    this.name = 'ProviderUnavailableError';
  }
}
