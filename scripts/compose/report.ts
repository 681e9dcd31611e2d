// `compose report`: how each remote build loaded in shoppers' browsers over a recent window, from the
// telemetry the API stores (api/src/plugins/remote-telemetry), with each canary's state beside it.
import type { CanaryAbort, LoadSummary } from './api-modules';
import { canariesIn } from '../../api/src/plugins/remote-telemetry/canary-file.js';
import { describe, type Source } from './sources';
import { renderTable } from './table';

const UNITS_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** '15m', '1h', '24h', '7d' in milliseconds; null for anything else. */
export function parseSince(text: string): number | null {
  const match = /^(\d{1,5})([mhd])$/.exec(text.trim());
  if (!match || Number(match[1]) === 0) return null;
  return Number(match[1]) * UNITS_MS[match[2]!]!;
}

export interface ReportInput {
  since: Date;
  /** As the user wrote it (1h), for the heading. */
  window: string;
  summaries: readonly LoadSummary[];
  aborts: readonly CanaryAbort[];
  /** composition.json's text and where it came from; null text when it could not be read. */
  composition: { source: Source; text: string | null };
}

export const REPORT_HEADER = ['remote', 'version', 'build', 'served', 'loads', 'failures', 'fail %', 'p50 ms', 'p95 ms', 'canary'];

/** The whole report: heading, one table row per build, then every abort it mentions in full. */
export function renderReport(input: ReportInput): string {
  const out = [`Remote loads reported since ${formatTime(input.since)} (last ${input.window}):`, ''];
  if (input.summaries.length)
    out.push(
      renderTable(
        REPORT_HEADER,
        input.summaries.map((row) => reportRow(row, input)),
      ),
    );
  else out.push('No remote loads were reported in this window.');
  if (input.composition.text === null) {
    out.push('', `Could not read the composition (${describe(input.composition.source)}): canary shares are unknown.`);
  }
  const aborts = abortsToList(input);
  if (aborts.length) {
    out.push('', 'Aborted canaries:');
    for (const abort of aborts)
      out.push(`  ${abort.remote} ${abort.manifest}`, `    aborted ${formatTime(abort.aborted_at)}: ${abort.reason}`);
  }
  return out.join('\n');
}

function reportRow(row: LoadSummary, input: ReportInput): string[] {
  return [
    row.remote,
    row.version ?? '-',
    row.manifest,
    row.canary ? 'canary' : 'stable',
    String(row.loads),
    failuresByPhase(row),
    row.loads ? `${((row.failures / row.loads) * 100).toFixed(1)}%` : '-',
    String(row.p50_ms),
    String(row.p95_ms),
    row.canary ? canaryState(row, input) : '',
  ];
}

/** "manifest 3, entry 1"; failures reported without a phase count as "unknown". */
export function failuresByPhase(row: Pick<LoadSummary, 'failures' | 'phases'>): string {
  if (!row.failures) return '-';
  const parts = Object.entries(row.phases).sort(([a], [b]) => a.localeCompare(b));
  const unplaced = row.failures - parts.reduce((sum, [, n]) => sum + n, 0);
  if (unplaced > 0) parts.push(['unknown', unplaced]);
  return parts.map(([phase, n]) => `${phase} ${n}`).join(', ');
}

/** Aborted (the API no longer hands it out), serving its share, or gone from the composition. */
function canaryState(row: LoadSummary, input: ReportInput): string {
  const abort = input.aborts.find((a) => a.remote === row.remote && a.manifest === row.manifest);
  if (abort) return `aborted ${formatTime(abort.aborted_at)}: ${shortReason(abort.reason)}`;
  const { source, text } = input.composition;
  if (text === null) return '?';
  const current = canariesIn(text, compositionUrl(source, row.manifest)).find(
    (c) => c.remote === row.remote && c.manifest === row.manifest,
  );
  return current ? `serving ${current.percent}%` : 'no longer in composition';
}

/**
 * The URL the composition's relative manifests resolve against, as the API resolves them for a
 * browser (canary-composition.ts, compositionBase): the composition's own URL when it was fetched,
 * else /composition.json at the origin the browser reported the manifest from.
 */
function compositionUrl(source: Source, reportedManifest: string): string {
  if (source.kind === 'url') return source.url;
  return URL.parse('/composition.json', reportedManifest)?.href ?? 'http://localhost/composition.json';
}

/** The abort rule's numbers (canary-abort.ts, abortReason) in a few words; other reasons cut short. */
export function shortReason(reason: string): string {
  const rule = /(\d+) of its last (\d+) loads failed \((\d+%)\) against \d+ of \d+ for the stable build \((\d+%)\)/.exec(reason);
  if (rule) return `${rule[3]} of last ${rule[2]} failed, stable ${rule[4]}`;
  return reason.length > 60 ? `${reason.slice(0, 59)}…` : reason;
}

/** Aborts of the canaries in the table, and any other made within the window. */
function abortsToList({ aborts, summaries, since }: ReportInput): CanaryAbort[] {
  const shown = new Set(summaries.filter((row) => row.canary).map((row) => `${row.remote} ${row.manifest}`));
  return aborts.filter((abort) => shown.has(`${abort.remote} ${abort.manifest}`) || parseTime(abort.aborted_at) >= since.getTime());
}

/** PostgreSQL's text form of a timestamptz ("2026-11-24 08:12:03.5+00") as a Date's milliseconds. */
function parseTime(text: string): number {
  return new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).getTime();
}

/** "2026-11-24 08:12 UTC": minutes are enough to place an event in an hour's report. */
export function formatTime(time: Date | string): string {
  const ms = typeof time === 'string' ? parseTime(time) : time.getTime();
  if (Number.isNaN(ms)) return String(time);
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
