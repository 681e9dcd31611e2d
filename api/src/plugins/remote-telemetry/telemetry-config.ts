/**
 * The canary abort rule's numbers (docs/composition.md, "Canary"), from the environment:
 * CANARY_ABORT_WINDOW   how many of the latest loads of a canary and of its stable build are compared (20);
 * CANARY_ABORT_MARGIN   how much higher, as a fraction, the canary's failure rate may be before it is aborted (0.2);
 * REMOTE_LOADS_PER_MINUTE  report batches one address may send a minute (60).
 */
export interface TelemetryConfig {
  abortWindow: number;
  abortMargin: number;
  batchesPerMinute: number;
}

export function telemetryConfig(env: NodeJS.ProcessEnv = process.env): TelemetryConfig {
  return {
    abortWindow: whole(env.CANARY_ABORT_WINDOW, 20, 1, 10_000),
    abortMargin: fraction(env.CANARY_ABORT_MARGIN, 0.2),
    batchesPerMinute: whole(env.REMOTE_LOADS_PER_MINUTE, 60, 1, 100_000),
  };
}

function whole(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

function fraction(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && n >= 0 && n <= 1 ? n : fallback;
}
