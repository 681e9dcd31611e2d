import { KEYS_PER_HOUR, SOURCE_KEYS_PER_HOUR } from '../../db/queries/field-data.js';
import { LOADS_PER_SOURCE } from '../../db/queries/remote-loads.js';

/**
 * The canary rules' numbers and the telemetry limits (docs/composition.md, "Canary" and "Field data
 * and errors"), from the environment; a value out of range or unreadable falls back to the default:
 * CANARY_ABORT_WINDOW      how many of the latest loads of a canary and of its stable build are compared (20);
 * CANARY_ABORT_MARGIN      how much higher, as a fraction, the canary's failure rate, and its errors per page
 *                          view, may be than the stable build's before it is aborted (0.2);
 * CANARY_VITALS_WINDOW     minutes of field data (page views, errors, vitals) the canary is judged on (60);
 * CANARY_MIN_PAGE_VIEWS    page views the canary and its stable build each need before they are compared (20);
 * CANARY_VITALS_MARGIN     how much worse the canary's p75 INP or LCP may be: both a share and a floor must
 *                          be exceeded ("25%,100ms"; also "0.25,100");
 * CANARY_VIEWS_PER_SOURCE  page views one source (an address's network) adds to one build's judged figures
 *                          per hour (10);
 * CANARY_LOADS_PER_SOURCE  loads one source adds to one build's judged loads per hour (5);
 * REMOTE_LOADS_PER_MINUTE  remote-load batches one address may send a minute (60);
 * PAGE_VIEWS_PER_MINUTE    page-view batches one address may send a minute (60);
 * REMOTE_ERRORS_PER_MINUTE remote-error batches one address may send a minute (60);
 * TELEMETRY_KEYS_PER_HOUR  new hourly keys (route, build, device; build and message) each field-data table
 *                          takes per hour across the store, for the composition's builds and, apart, for any
 *                          other; reports past it are dropped (5000);
 * TELEMETRY_SOURCE_KEYS_PER_HOUR  of the keys of builds outside the composition, how many one source starts
 *                          per hour and table (20).
 */
export interface TelemetryConfig {
  abortWindow: number;
  abortMargin: number;
  vitalsWindowMinutes: number;
  minPageViews: number;
  vitalsMargin: VitalsMargin;
  viewsPerSource: number;
  loadsPerSource: number;
  batchesPerMinute: number;
  pageViewsPerMinute: number;
  errorsPerMinute: number;
  keysPerHour: number;
  sourceKeysPerHour: number;
}

/** How much worse a canary's p75 may be: more than `share` (0.25 = 25%) and more than `floorMs` at once. */
export interface VitalsMargin {
  share: number;
  floorMs: number;
}

export const DEFAULT_VITALS_MARGIN: VitalsMargin = { share: 0.25, floorMs: 100 };

export function telemetryConfig(env: NodeJS.ProcessEnv = process.env): TelemetryConfig {
  return {
    abortWindow: whole(env.CANARY_ABORT_WINDOW, 20, 1, 10_000),
    abortMargin: fraction(env.CANARY_ABORT_MARGIN, 0.2),
    // Up to the 14 days the field data is kept.
    vitalsWindowMinutes: whole(env.CANARY_VITALS_WINDOW, 60, 1, 14 * 24 * 60),
    minPageViews: whole(env.CANARY_MIN_PAGE_VIEWS, 20, 1, 1_000_000),
    vitalsMargin: vitalsMargin(env.CANARY_VITALS_MARGIN) ?? DEFAULT_VITALS_MARGIN,
    viewsPerSource: whole(env.CANARY_VIEWS_PER_SOURCE, 10, 1, 1_000_000),
    loadsPerSource: whole(env.CANARY_LOADS_PER_SOURCE, LOADS_PER_SOURCE, 1, 1_000_000),
    batchesPerMinute: whole(env.REMOTE_LOADS_PER_MINUTE, 60, 1, 100_000),
    pageViewsPerMinute: whole(env.PAGE_VIEWS_PER_MINUTE, 60, 1, 100_000),
    errorsPerMinute: whole(env.REMOTE_ERRORS_PER_MINUTE, 60, 1, 100_000),
    keysPerHour: whole(env.TELEMETRY_KEYS_PER_HOUR, KEYS_PER_HOUR, 1, 1_000_000),
    sourceKeysPerHour: whole(env.TELEMETRY_SOURCE_KEYS_PER_HOUR, SOURCE_KEYS_PER_HOUR, 1, 1_000_000),
  };
}

/**
 * "25%,100ms" or "0.25,100": a share (a percentage up to 1000%, or a fraction up to 10) and a floor
 * in milliseconds (up to 600000); null for anything else. "25,100" is refused rather than read as
 * 2500%.
 */
export function vitalsMargin(value: string | undefined): VitalsMargin | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*,\s*(\d+(?:\.\d+)?)\s*(?:ms)?\s*$/.exec(value ?? '');
  if (!match) return null;
  const share = match[2] ? Number(match[1]) / 100 : Number(match[1]);
  const floorMs = Number(match[3]);
  return share <= 10 && floorMs <= 600_000 ? { share, floorMs } : null;
}

function whole(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

function fraction(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && n >= 0 && n <= 1 ? n : fallback;
}
