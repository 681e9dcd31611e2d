import { createParser } from 'eventsource-parser';
import { toLiveEvent, type LiveEvent } from './live-event';

/** What a stream needs from the page: where, as whom, and what to do with what it hears. */
export interface LiveStreamOptions {
  /** GET /api/events under the store's API base. */
  url: string;
  token: () => string | null;
  /** The id of the last event this browser has (any tab's), sent as Last-Event-ID on every connect. */
  lastId: () => string | undefined;
  onEvent: (event: LiveEvent) => void;
  /** 401: the session is over. */
  onUnauthorized: () => void;
  onOpen?: () => void;
  /** The stream is down until the next attempt (which `waitMs` from now). */
  onDown?: (waitMs: number) => void;
  fetch?: typeof fetch;
  random?: () => number;
}

/** The server's `retry:` until it says otherwise (it sends 3000, and 500 when an instance drains). */
const DEFAULT_RETRY_MS = 3000;
/** The longest wait between attempts, however often they failed. */
const MAX_WAIT_MS = 60_000;
/** A stream that lived this long was healthy: the next failure starts the back-off again. */
const HEALTHY_AFTER_MS = 30_000;

/** How one connection ended, and what the server asked for. */
type Ending = { kind: 'ended' } | { kind: 'refused'; retryAfterMs?: number } | { kind: 'unauthorized' } | { kind: 'aborted' };

/**
 * Exponential back-off with "equal jitter" (half fixed, half random): after a restart or an outage the
 * browsers that lost their streams together do not come back together, and each still retries soon.
 */
export function backoffDelay(baseMs: number, failures: number, random: () => number): number {
  const ceiling = Math.min(MAX_WAIT_MS, baseMs * 2 ** Math.min(failures, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function retryAfterMs(answer: Response): number | undefined {
  const seconds = Number(answer.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Holds GET /api/events open until `signal` aborts: reads it with fetch (EventSource cannot send the
 * bearer token), parses it with eventsource-parser, and reconnects after a drop with Last-Event-ID
 * and back-off (docs/live-updates.md). Resolves once stopped, or when the session turned out over.
 */
export async function runLiveStream(options: LiveStreamOptions, signal: AbortSignal): Promise<void> {
  const random = options.random ?? Math.random;
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  while (!signal.aborted) {
    const started = Date.now();
    const ending = await connectOnce(options, signal, (ms) => (retryMs = ms));
    if (ending.kind === 'aborted' || signal.aborted) return;
    if (ending.kind === 'unauthorized') {
      options.onUnauthorized();
      return;
    }
    if (Date.now() - started > HEALTHY_AFTER_MS) failures = 0;
    // The first drop of a healthy stream (a drain) comes back within the server's `retry`; each drop
    // after it waits twice as long, and a refusal at least as long as its Retry-After asks.
    const asked = ending.kind === 'refused' ? (ending.retryAfterMs ?? 0) : 0;
    const wait = Math.max(backoffDelay(retryMs, failures, random), asked);
    failures += 1;
    options.onDown?.(wait);
    await sleep(wait, signal);
  }
}

async function connectOnce(options: LiveStreamOptions, signal: AbortSignal, onRetry: (ms: number) => void): Promise<Ending> {
  const token = options.token();
  if (!token) return { kind: 'unauthorized' };
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    authorization: `Bearer ${token}`,
    'x-requested-with': 'XMLHttpRequest',
  };
  const lastId = options.lastId();
  if (lastId) headers['last-event-id'] = lastId;
  try {
    const answer = await (options.fetch ?? fetch)(options.url, { headers, signal, cache: 'no-store', credentials: 'omit' });
    if (answer.status === 401) return { kind: 'unauthorized' };
    if (!answer.ok || !answer.body) {
      await answer.body?.cancel();
      return { kind: 'refused', retryAfterMs: retryAfterMs(answer) };
    }
    options.onOpen?.();
    await readEvents(answer.body, options, onRetry);
    return { kind: 'ended' };
  } catch {
    return signal.aborted ? { kind: 'aborted' } : { kind: 'ended' };
  }
}

async function readEvents(body: ReadableStream<Uint8Array>, options: LiveStreamOptions, onRetry: (ms: number) => void): Promise<void> {
  const parser = createParser({
    onEvent: (message) => {
      const event = toLiveEvent(message);
      if (event) options.onEvent(event);
    },
    onRetry,
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
