import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../config.js';
import type { Database } from '../db/database.js';
import {
  dueAttempts,
  dueRefunds,
  findRefundByReference,
  markAttemptInitiated,
  markRefundDone,
  markRefundFailed,
  markRefundSubmitted,
  retryRefundLater,
  scheduleNextCheck,
  type AttemptRow,
  type RefundRow,
} from '../db/queries/payment-attempts.js';
import type { StorefrontMetrics } from '../plugins/ops/metrics-registry.js';
import { applyAttemptState } from './payment-ledger.js';
import { ProviderUnavailableError, type PaymentLine, type PaymentProvider } from './payment-provider.js';

/** The cash gateway: paid at the door, no provider. Every other gateway of settings is a card payment. */
export const CASH_GATEWAY = 'cash';
const ROUND_SIZE = 20;
/** An open attempt is asked about ever less often, at most this far apart, and not after this age. */
const MAX_CHECK_INTERVAL_SECONDS = 6 * 3600;
const GIVE_UP_AFTER_CHECKS = 12;
/** A refund the provider could not take is tried again after 30 s, 1 min, 2 min … at most an hour apart: never dropped. */
const MAX_REFUND_RETRY_SECONDS = 3600;
/** A refund the provider took is asked about if its webhook has not come within this. */
const REFUND_CHECK_SECONDS = 60;

const message = (error: unknown) =>
  error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);

export interface AttemptToBegin {
  attempt: AttemptRow;
  lines: PaymentLine[];
  /** The storefront's origin, for the provider's return URLs. */
  origin: string;
  successPath: string;
  cancelPath: string;
}

/**
 * The store's card payments (docs/payments.md): which provider takes them, starting an attempt
 * there, and the worker that sends refunds and asks providers about attempts no webhook settled.
 */
export class Payments {
  private readonly providers = new Map<string, PaymentProvider>();
  private current: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly config: PaymentsConfig,
    private readonly log: FastifyBaseLogger,
    private readonly metrics: StorefrontMetrics,
  ) {}

  add(provider: PaymentProvider): void {
    this.providers.set(provider.name, provider);
  }

  provider(name: string): PaymentProvider | undefined {
    return this.providers.get(name);
  }

  /** Where card payments go: Stripe when it is configured, else the test provider where it is allowed. */
  cardProvider(appEnvironment: string): PaymentProvider | null {
    const stripe = this.providers.get('stripe');
    if (stripe) return stripe;
    return this.testProviderAllowed(appEnvironment) ? (this.providers.get('test') ?? null) : null;
  }

  testProviderAllowed(appEnvironment: string): boolean {
    const mode = this.config.testProvider;
    return this.providers.has('test') && (mode === 'on' || (mode === 'auto' && appEnvironment === 'local'));
  }

  /** The gateways of settings a shopper may choose: cash, and card ones only when a provider takes them. */
  offeredGateways<G extends { name: string }>(gateways: readonly G[], appEnvironment: string): G[] {
    const card = this.cardProvider(appEnvironment) !== null;
    return gateways.filter((g) => g.name === CASH_GATEWAY || card);
  }

  /**
   * Starts the attempt at its provider (once: the attempt's id is the idempotency key, and a session
   * already made is reused) and answers where the shopper pays. Throws ProviderUnavailableError.
   */
  async begin({ attempt, lines, origin, successPath, cancelPath }: AttemptToBegin): Promise<string> {
    if (attempt.redirect_url) return attempt.redirect_url;
    const provider = this.providers.get(attempt.provider);
    if (!provider) throw new ProviderUnavailableError(attempt.provider, new Error('the provider is not configured'));
    try {
      const started = await provider.initiate({
        attemptId: attempt.id,
        idempotencyKey: attempt.id,
        currency: attempt.currency,
        lines,
        successUrl: `${origin}${successPath}`,
        cancelUrl: `${origin}${cancelPath}`,
      });
      await markAttemptInitiated(this.db, attempt.id, started, this.config.reconcileAfterSeconds);
      this.metrics.paymentAttempts.inc({ provider: provider.name, outcome: 'initiated' });
      return started.redirectUrl;
    } catch (error) {
      this.metrics.paymentAttempts.inc({ provider: provider.name, outcome: 'unavailable' });
      this.log.warn(
        { attemptId: attempt.id, provider: provider.name, error: message(error) },
        'payment provider did not start the attempt',
      );
      throw error instanceof ProviderUnavailableError ? error : new ProviderUnavailableError(provider.name, error);
    }
  }

  /**
   * Ends at their providers the sessions of attempts the store cancelled, so the shopper can no
   * longer pay them; best effort, after the commit: a payment that still gets through is refunded.
   */
  endAtProviders(attempts: ReadonlyArray<{ id: string; provider: string; provider_reference: string }>): void {
    for (const attempt of attempts) {
      const provider = this.providers.get(attempt.provider);
      void provider?.cancel(attempt.provider_reference).catch((error: unknown) => {
        this.log.warn(
          { attemptId: attempt.id, provider: attempt.provider, error: message(error) },
          'could not end a cancelled attempt at its provider',
        );
      });
    }
  }

  /** Runs a round now (after a cancellation asked for a refund, or an event asked for a check). */
  kick(): void {
    void this.runRound();
  }

  /** A round of the worker, after the one running (if any) has ended: never two at once. */
  async runRound(): Promise<void> {
    while (this.current) await this.current;
    this.current = this.round().finally(() => (this.current = null));
    return this.current;
  }

  /** Resolves when no round is running (the app waits for it before it closes the database). */
  async idle(): Promise<void> {
    while (this.current) await this.current;
  }

  /** Sends the refunds that are due, then asks providers about the attempts that are due. */
  private async round(): Promise<void> {
    try {
      for (const refund of await dueRefunds(this.db, ROUND_SIZE)) await this.advanceRefund(refund);
      for (const attempt of await dueAttempts(this.db, ROUND_SIZE)) await this.checkAttempt(attempt);
    } catch (error) {
      this.log.warn({ error: message(error) }, 'payments round failed; it runs again shortly');
    }
  }

  /** Asks the provider about an attempt and applies its answer through the ledger, as an event would be. */
  private async checkAttempt(attempt: AttemptRow): Promise<void> {
    const provider = this.providers.get(attempt.provider);
    const nextCheck = Math.min(this.config.reconcileAfterSeconds * 2 ** attempt.checks, MAX_CHECK_INTERVAL_SECONDS);
    if (!provider) {
      await scheduleNextCheck(this.db, attempt.id, MAX_CHECK_INTERVAL_SECONDS);
      return;
    }
    try {
      const state = await provider.retrieve(attempt.provider_reference!);
      const applied = await this.db.transaction((tx) =>
        applyAttemptState(tx, attempt.id, provider.name, { ...state, source: 'provider' }, this.log),
      );
      if (applied.result === 'applied') {
        this.metrics.paymentCorrections.inc({ provider: provider.name, kind: `attempt_${applied.status?.toLowerCase()}` });
        this.metrics.paymentAttempts.inc({ provider: provider.name, outcome: applied.status!.toLowerCase() });
        this.log.info(
          { attemptId: attempt.id, provider: provider.name, status: applied.status },
          'payment attempt reconciled with its provider',
        );
      }
      const open = state.outcome === 'pending' || state.outcome === 'authorised';
      const giveUp = attempt.checks + 1 >= GIVE_UP_AFTER_CHECKS;
      if (open && giveUp)
        this.log.warn(
          { attemptId: attempt.id, provider: provider.name },
          'payment attempt still open at its provider; no longer asked about',
        );
      await scheduleNextCheck(this.db, attempt.id, open && !giveUp ? nextCheck : null);
    } catch (error) {
      this.log.warn(
        { attemptId: attempt.id, provider: provider.name, error: message(error) },
        'could not ask the provider about a payment attempt',
      );
      await scheduleNextCheck(this.db, attempt.id, nextCheck);
    }
  }

  /** Sends a requested refund, or asks about a submitted one whose webhook has not come. */
  private async advanceRefund(refund: RefundRow): Promise<void> {
    const provider = this.providers.get(refund.provider);
    const retryIn = Math.min(30 * 2 ** refund.tries, MAX_REFUND_RETRY_SECONDS);
    if (!provider || !refund.payment_reference) {
      const reason = provider ? 'the payment has no provider reference to refund' : `the provider ${refund.provider} is not configured`;
      if (!refund.payment_reference) {
        await markRefundFailed(this.db, refund.id, reason);
        this.log.error({ refundId: refund.id, orderId: refund.order_id, reason }, 'refund cannot be sent; it must be made by hand');
      } else await retryRefundLater(this.db, refund.id, reason, MAX_REFUND_RETRY_SECONDS);
      return;
    }
    try {
      const result =
        refund.status === 'Requested'
          ? await provider.refund({
              attemptId: refund.attempt_id,
              paymentReference: refund.payment_reference,
              amountMinor: refund.amount_minor,
              idempotencyKey: refund.id,
              orderCode: refund.order_code,
            })
          : await provider.retrieveRefund(refund.provider_reference!);
      if (result.outcome === 'failed') {
        await markRefundFailed(this.db, refund.id, 'the provider refused the refund');
        this.log.error(
          { refundId: refund.id, orderId: refund.order_id, provider: provider.name },
          'the provider refused a refund; it must be made by hand',
        );
      } else if (result.outcome === 'refunded' && refund.status === 'Submitted') {
        const done = await this.db.transaction(async (tx) => {
          const found = await findRefundByReference(tx, refund.attempt_id, result.refundReference);
          return found ? markRefundDone(tx, found) : false;
        });
        if (done) this.metrics.paymentCorrections.inc({ provider: provider.name, kind: 'refund_refunded' });
      } else {
        await markRefundSubmitted(this.db, refund.id, result.refundReference, REFUND_CHECK_SECONDS * Math.max(1, refund.tries));
      }
    } catch (error) {
      await retryRefundLater(this.db, refund.id, message(error), retryIn);
      this.log.warn(
        { refundId: refund.id, provider: provider.name, retryInSeconds: retryIn, error: message(error) },
        'refund not sent; tried again later',
      );
    }
  }
}
