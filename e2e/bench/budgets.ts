// What every bench shares: medians of repeated runs (the benchmark machine is noisy, one run says
// little) and the way a missed budget is reported.

/** How many times each figure is measured; BENCH_RUNS overrides a bench's default. */
export function runsOr(fallback: number): number {
  const runs = Number(process.env.BENCH_RUNS ?? fallback);
  return Number.isInteger(runs) && runs > 0 ? runs : fallback;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of every numeric field, field by field. */
export function medianRow<T extends object>(rows: readonly T[]): T {
  const out = {} as Record<string, number>;
  for (const key of Object.keys(rows[0]!)) out[key] = median(rows.map((row) => (row as Record<string, number>)[key]!));
  return out as T;
}

/**
 * Prints the missed budgets, or that every one was met. A miss fails the run only with
 * BENCH_STRICT=1: budgets are targets the figures are measured against, and the later benches of
 * `npm run bench` should still run (and print) when an earlier one misses.
 */
export function reportBudgets(missed: readonly string[], title: string): void {
  if (missed.length === 0) {
    console.log(`\n${title}: every budget met.`);
    return;
  }
  console.log(`\n${title}: budgets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`);
  if (process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Runs a bench: a failure prints its error and ends the process with status 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
