// Playwright's waits are wall-clock windows (30 s unless a call says otherwise). On a machine shared
// with other work a page gets a fraction of a core, and the same hydration or API call takes that
// many times longer, enough to miss a window sized for a quiet machine (docs/testing.md, "Never
// hang"). Here every window follows the machine's load instead: a wait gets its quiet-machine time
// multiplied by how many threads want each core, read from Linux's /proc, so the same amount of work
// fits in it.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Browser, BrowserContext } from 'playwright-core';

/** Playwright's own default window, which the e2e tests were written against on a quiet machine. */
export const QUIET_TIMEOUT_MS = 30_000;
/**
 * At most this many times the quiet window: a wait that still fails after 5 minutes on the busiest
 * machine is a failure, not load (and a failing test should not hold `npm test` much longer).
 */
const MAX_FACTOR = 10;
const SAMPLE_EVERY_MS = 1000;
/** The run queue is read every second and averaged over this many readings (it jumps from tick to tick). */
const SAMPLES_KEPT = 15;

const samples: number[] = [];
const contexts = new Set<BrowserContext>();
let sampler: NodeJS.Timeout | undefined;

/** Threads running or ready to run on the machine now (/proc/stat's procs_running); undefined without /proc. */
function runnableNow(): number | undefined {
  try {
    const match = /^procs_running (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How many times longer than on a quiet machine the same work takes now: the threads wanting a CPU
 * (the larger of the last 15 s's average and the 1-minute load average, which keeps a burst's memory)
 * per core, at least 1 and at most MAX_FACTOR. 1 where neither can be read.
 */
export function loadFactor(runnable: readonly number[] = samples, oneMinuteLoad = loadavg()[0] ?? 0): number {
  const recent = runnable.length ? runnable.reduce((sum, each) => sum + each, 0) / runnable.length : 0;
  const wanting = Math.max(recent, oneMinuteLoad);
  return Math.min(MAX_FACTOR, Math.max(1, wanting / availableParallelism()));
}

/** `quietMs` (a wait's window on a quiet machine) stretched by the load now. */
export function scaled(quietMs: number): number {
  return Math.round(quietMs * loadFactor());
}

function sample(): void {
  const now = runnableNow();
  if (now === undefined) return;
  samples.push(now);
  if (samples.length > SAMPLES_KEPT) samples.shift();
  const window = scaled(QUIET_TIMEOUT_MS);
  // A context's default reaches its pages, and applies to each wait from the moment it starts.
  for (const context of contexts) context.setDefaultTimeout(window);
}

function follow(context: BrowserContext): BrowserContext {
  contexts.add(context);
  context.setDefaultTimeout(scaled(QUIET_TIMEOUT_MS));
  context.on('close', () => contexts.delete(context));
  if (!sampler) {
    sample();
    sampler = setInterval(sample, SAMPLE_EVERY_MS);
    sampler.unref();
  }
  return context;
}

/**
 * Makes every context of `browser` (and so every page: `browser.newPage()` goes through
 * `newContext`) wait by the load, kept up to date every second.
 */
export function scaleTimeoutsByLoad(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => follow(await newContext(options));
}
