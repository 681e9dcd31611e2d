import type { FastifyBaseLogger } from 'fastify';
import type { Counter } from 'prom-client';
import type { PaymentsConfig } from '../config.js';
import type { Database } from '../db/database.js';
import {
  dueAttempts,
  dueRefunds,
  findAttempt,
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
import type { StartedSession } from '../db/queries/payment-sessions.js';
import { applyAttemptState } from './payment-ledger.js';
import { ProviderUnavailableError, type PaymentLine, type PaymentProvider, type ProviderPaymentState } from './payment-provider.js';

/** The counters the payment service records into; the app's metrics (plugins/ops/metrics-registry.ts) have them. */
export interface PaymentMetrics {
  readonly paymentAttempts: Counter<'provider' | 'outcome'>;
  readonly paymentCorrections: Counter<'provider' | 'kind'>;
}

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

/**
 * What ending an order's sessions at their providers found: 'ended' when none can take money any
 * more; else the worst of them: 'paid' (its orders are now Paid), 'in_progress' (completed, the
 * money on its way), 'open' (the provider could not be asked, or the session did not end).
 */
export type SessionsEnded = 'ended' | 'paid' | 'in_progress' | 'open';
const WORST_FIRST: readonly SessionsEnded[] = ['paid', 'in_progress', 'open', 'ended'];

/** The attempt was replaced (paid again, switched to cash, cancelled) while its provider was making its session. */
export class AttemptClosedError extends Error {
  constructor(readonly attemptId: string) {
    super(`Payment attempt ${attemptId} was closed while its session was being started.`);
    this.name = 'AttemptClosedError';
  }
}

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
    private readonly metrics: PaymentMetrics,
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
   * already made is reused) and answers where the shopper pays. Throws ProviderUnavailableError, or
   * AttemptClosedError when the attempt was replaced meanwhile (its new session is ended at once).
   */
  async begin({ attempt, lines, origin, successPath, cancelPath }: AttemptToBegin): Promise<string> {
    if (attempt.redirect_url) return attempt.redirect_url;
    const provider = this.providers.get(attempt.provider);
    if (!provider) throw new ProviderUnavailableError(attempt.provider, new Error('the provider is not configured'));
    let started;
    try {
      started = await provider.initiate({
        attemptId: attempt.id,
        idempotencyKey: attempt.id,
        currency: attempt.currency,
        lines,
        successUrl: `${origin}${successPath}`,
        cancelUrl: `${origin}${cancelPath}`,
      });
      await markAttemptInitiated(this.db, attempt.id, started, this.config.reconcileAfterSeconds);
      this.metrics.paymentAttempts.inc({ provider: provider.name, outcome: 'initiated' });
    } catch (error) {
      this.metrics.paymentAttempts.inc({ provider: provider.name, outcome: 'unavailable' });
      this.log.warn(
        { attemptId: attempt.id, provider: provider.name, error: message(error) },
        'payment provider did not start the attempt',
      );
      throw error instanceof ProviderUnavailableError ? error : new ProviderUnavailableError(provider.name, error);
    }
    // "Pay again", "switch to cash" and cancelling lock the attempt while they replace it, so its
    // session is stored either before (and they end it) or after (and it is ended here): never sent to.
    if ((await findAttempt(this.db, attempt.id))?.status !== 'Pending') {
      await this.endSessions([{ id: attempt.id, provider: provider.name, provider_reference: started.providerReference }]);
      throw new AttemptClosedError(attempt.id);
    }
    return started.redirectUrl;
  }

  /**
   * Ends these sessions at their providers so the shopper can no longer pay them, before an order
   * is paid again or switched to cash (docs/payments.md, "Charge once"). What each provider answers
   * is applied through the ledger as any answer of theirs: a session the shopper had already paid
   * makes its orders Paid. Never throws: a provider that cannot be asked leaves its session 'open'.
   */
  async endSessions(sessions: readonly StartedSession[]): Promise<SessionsEnded> {
    let found: SessionsEnded = 'ended';
    for (const session of sessions) {
      const result = await this.endSession(session);
      if (WORST_FIRST.indexOf(result) < WORST_FIRST.indexOf(found)) found = result;
    }
    return found;
  }

  private async endSession(session: StartedSession): Promise<SessionsEnded> {
    const provider = this.providers.get(session.provider);
    try {
      if (!provider) throw new Error(`the provider ${session.provider} is not configured`);
      const state = await provider.cancel(session.provider_reference);
      if (state.outcome === 'expired' || state.outcome === 'failed') return 'ended';
      if (state.outcome === 'pending') return 'open';
      await this.applyProviderAnswer(session.id, provider, state);
      if (state.outcome === 'authorised') return 'in_progress';
      // Paid: an order of it that was cancelled, or paid already, owes a refund; send it now.
      this.kick();
      return 'paid';
    } catch (error) {
      this.log.warn(
        { attemptId: session.id, provider: session.provider, error: message(error) },
        'could not end a payment session at its provider',
      );
      return 'open';
    }
  }

  /**
   * Ends at their providers the sessions of attempts the store cancelled (their order was
   * cancelled), best effort, after the commit: a payment that still gets through is refunded.
   */
  endAtProviders(sessions: readonly StartedSession[]): void {
    if (sessions.length > 0) void this.endSessions(sessions);
  }

  /** Applies what a provider said of an attempt when asked (source 'provider': it wins over the store's books). */
  private async applyProviderAnswer(attemptId: string, provider: PaymentProvider, state: ProviderPaymentState): Promise<void> {
    const applied = await this.db.transaction((tx) =>
      applyAttemptState(tx, attemptId, provider.name, { ...state, source: 'provider' }, this.log),
    );
    if (applied.result !== 'applied') return;
    this.metrics.paymentCorrections.inc({ provider: provider.name, kind: `attempt_${applied.status?.toLowerCase()}` });
    this.metrics.paymentAttempts.inc({ provider: provider.name, outcome: applied.status!.toLowerCase() });
    this.log.info({ attemptId, provider: provider.name, status: applied.status }, 'payment attempt reconciled with its provider');
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
      await this.applyProviderAnswer(attempt.id, provider, state);
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
