import { randomBytes, randomInt } from 'node:crypto';
import { StreamLedger, type StreamSetup, type StreamShopper } from '../durability/order-stream.js';

/** What one request came to: an answer (status, Retry-After) or the error that ended it. */
export interface Outcome {
  status?: number;
  retryAfter?: string | null;
  /** The start of a 5xx answer's body. */
  said?: string;
  error?: string;
}

/** 'ok' answered; 'refused' cleanly turned away (nothing done, nothing lost); 'failure' counts against the probe; 'ignored' not counted. */
export type Verdict = 'ok' | 'refused' | 'failure' | 'ignored';

/** Behind a balancer nothing may fail: every answer 2xx, or a 4xx that is the request's own fault. */
export function strictJudge(outcome: Outcome): Verdict {
  if (outcome.status === undefined) return 'failure';
  if (outcome.status >= 500) return 'failure';
  return outcome.status >= 400 ? 'refused' : 'ok';
}

/** One request: when it was sent and settled (Date.now()), what came of it and how it was judged. */
export interface Judged {
  what: string;
  sentAt: number;
  settledAt: number;
  outcome: Outcome;
  verdict: Verdict;
}

export interface LoadReport {
  counts: Record<Verdict, number>;
  /** Every request, in the order they settled. */
  requests: Judged[];
  /** The first failures, described, for the assertion's message. */
  failures: string[];
  /** The 4xx and 503 answers seen, by request and status. */
  refusals: Map<string, number>;
}

export interface RunningLoad {
  ledger: StreamLedger;
  report: LoadReport;
  stop(): Promise<void>;
}

const BROWSE_PATHS = ['/api/master', '/api/products?page=1', '/api/products?page=2', '/api/categories', '/api/home', '/api/shops'];

/**
 * Steady traffic: `browsers` loops reading the catalogue, and one loop per shopper putting the
 * product in the cart and placing a cash order with an idempotency key. Every request is judged;
 * acknowledged orders go into the ledger (order-stream.ts checks them against the database).
 */
export function startLoad(
  url: string,
  setup: StreamSetup,
  browsers: number,
  judge: (outcome: Outcome) => Verdict = strictJudge,
): RunningLoad {
  let stopped = false;
  const ledger = new StreamLedger();
  const report: LoadReport = {
    counts: { ok: 0, refused: 0, failure: 0, ignored: 0 },
    requests: [],
    failures: [],
    refusals: new Map(),
  };

  const send: Send = async (what, path, init = {}, onBody) => {
    const sentAt = Date.now();
    const outcome: Outcome = await fetch(`${url}${path}`, init).then(
      async (answer) => {
        const text = await answer.text();
        if (answer.status === 200) onBody?.(text);
        // Whose 5xx it was (the balancer's "no ready backend" or the API's own message) for the report.
        const said = answer.status >= 500 ? text.slice(0, 80) : undefined;
        return { status: answer.status, retryAfter: answer.headers.get('retry-after'), said };
      },
      (error: Error & { cause?: { code?: string; message?: string } }) => ({
        error: error.cause?.code ?? error.cause?.message ?? error.message,
      }),
    );
    const verdict = judge(outcome);
    report.counts[verdict] += 1;
    report.requests.push({ what, sentAt, settledAt: Date.now(), outcome, verdict });
    const label = `${what} ${outcome.status ?? outcome.error}`;
    const described = outcome.said ? `${label} ${outcome.said}` : label;
    if (verdict === 'failure' && report.failures.length < 20) report.failures.push(`${new Date().toISOString()} ${described}`);
    if (verdict === 'refused') report.refusals.set(label, (report.refusals.get(label) ?? 0) + 1);
    return verdict;
  };

  const browse = async () => {
    while (!stopped) {
      const verdict = await send('GET', BROWSE_PATHS[randomInt(BROWSE_PATHS.length)]!);
      if (verdict !== 'ok') await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const shop = async (shopper: StreamShopper) => {
    while (!stopped) {
      const verdict = await placeOrder(send, setup, shopper, ledger);
      // Turned away (a draining PGlite instance): wait a moment as a client honouring Retry-After would.
      if (verdict !== 'ok') await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const loops = [...Array.from({ length: browsers }, browse), ...setup.shoppers.map(shop)];
  return {
    ledger,
    report,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** One request, judged; `onBody` reads a 200's body. */
type Send = (what: string, path: string, init?: RequestInit, onBody?: (text: string) => void) => Promise<Verdict>;

async function placeOrder(send: Send, setup: StreamSetup, shopper: StreamShopper, ledger: StreamLedger): Promise<Verdict> {
  const headers = { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' };
  const stored = await send('cart/store', '/api/cart/store', {
    method: 'POST',
    headers,
    body: JSON.stringify({ product_id: setup.productId, quantity: randomInt(1, 3) }),
  });
  if (stored !== 'ok') return stored;
  let summaryVersion = '';
  const summary = await send(
    'cart/checkout',
    '/api/cart/checkout',
    { method: 'POST', headers, body: JSON.stringify({ shop_ids: [setup.shopId] }) },
    (text) => (summaryVersion = (JSON.parse(text) as { data: { checkout: { summary_version: string } } }).data.checkout.summary_version),
  );
  if (summary !== 'ok') return summary;
  const key = randomBytes(12).toString('hex');
  const placed = await send('place-order', '/api/place-order', {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': key },
    body: JSON.stringify({
      shop_ids: [setup.shopId],
      address_id: shopper.addressId,
      payment_method: 'cash',
      summary_version: summaryVersion,
    }),
  });
  if (placed === 'ok') {
    ledger.acknowledgedKeys.push(key);
    ledger.count(ledger.acknowledged, shopper.id);
  } else if (placed === 'failure' || placed === 'ignored') {
    // No clean answer: the order may or may not exist (order-stream.ts allows for it, and the probe fails anyway on a failure).
    ledger.count(ledger.unknown, shopper.id);
  }
  return placed;
}

export function describeReport(report: LoadReport, ledger: StreamLedger): string {
  const refusals = [...report.refusals].map(([label, n]) => `${label} ×${n}`).join(', ') || 'none';
  return `${JSON.stringify(report.counts)}; ${ledger.summary()}; refusals: ${refusals}`;
}
