// `compose report`: how each remote build loaded and behaved in shoppers' browsers over a recent
// window (loads, then page views, errors and Core Web Vitals), from the telemetry the API stores
// (api/src/plugins/remote-telemetry), with each canary's state beside it.
import type { CanaryAbort, ErrorMessageCount, FieldDataSummary, LoadSummary } from './api-modules';
import { canariesIn } from '../../api/src/plugins/remote-telemetry/canary-file.js';
import { CLS_SCALE, MS_SCALE, p75 } from '../../api/src/lib/vital-histograms.js';
import { describe, type Source } from './sources';
import { renderTable } from './table';
import { terminalText } from './terminal-text';

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
  fieldData: readonly FieldDataSummary[];
  errorMessages: readonly ErrorMessageCount[];
  aborts: readonly CanaryAbort[];
  /** composition.json's text and where it came from; null text when it could not be read. */
  composition: { source: Source; text: string | null };
}

export const REPORT_HEADER = [
  'remote',
  'version',
  'build',
  'served',
  'loads',
  'failures',
  'fail %',
  'p50 ms',
  'p95 ms',
  'views',
  'errors',
  'err/view',
  'p75 LCP ms',
  'p75 INP ms',
  'p75 CLS',
  'canary',
];

/** Error messages listed per build below the table. */
const MESSAGES_PER_BUILD = 5;

/**
 * One build: the remote, the manifest the browser reported, and how it was served (stable, canary,
 * preview), with its loads and its field data when it has them.
 */
interface BuildRow {
  remote: string;
  version: string | null;
  manifest: string;
  served: string;
  loads?: LoadSummary;
  field?: FieldDataSummary;
}

/**
 * The whole report: heading, one table row per build, its error messages, then every abort it
 * mentions in full. Every line is printed with its control characters escaped (terminal-text.ts):
 * what browsers reported cannot act on the operator's terminal or add a line of its own.
 */
export function renderReport(input: ReportInput): string {
  const out = [`Remote loads and field data reported since ${formatTime(input.since)} (last ${input.window}):`, ''];
  const builds = buildRows(input);
  if (builds.length)
    out.push(
      ...renderTable(
        REPORT_HEADER,
        builds.map((row) => reportRow(row, input)),
      ).split('\n'),
    );
  else out.push('No remote loads or page views were reported in this window.');
  if (input.fieldData.length) {
    out.push('', 'Views, errors and p75s count every hour that overlaps the window whole (the API keeps them per hour).');
  }
  if (input.composition.text === null) {
    out.push('', `Could not read the composition (${describe(input.composition.source)}): canary shares are unknown.`);
  }
  const messages = messagesByBuild(input.errorMessages);
  if (messages.length) {
    out.push('', 'Most frequent errors (first lines):');
    for (const { build, top, more } of messages) {
      out.push(`  ${build.remote} ${build.served} ${build.manifest}`);
      const width = Math.max(...top.map((message) => String(message.errors).length));
      for (const message of top) out.push(`    ${String(message.errors).padStart(width)}  ${message.message}`);
      if (more) out.push(`    and ${more} more`);
    }
  }
  const aborts = abortsToList(input, builds);
  if (aborts.length) {
    out.push('', 'Aborted canaries:');
    for (const abort of aborts)
      out.push(`  ${abort.remote} ${abort.manifest}`, `    aborted ${formatTime(abort.aborted_at)}: ${abort.reason}`);
  }
  return out.map(terminalText).join('\n');
}

const SERVED_ORDER = ['stable', 'canary', 'preview'];

/**
 * The builds of the loads and of the field data, matched on remote, manifest and how they were
 * served (a load says canary, preview or neither). A build reported with two versions has two load
 * rows: its field data goes beside the first.
 */
function buildRows({ summaries, fieldData }: ReportInput): BuildRow[] {
  const rows: BuildRow[] = summaries.map((loads) => ({
    remote: loads.remote,
    version: loads.version,
    manifest: loads.manifest,
    served: loads.preview ? 'preview' : loads.canary ? 'canary' : 'stable',
    loads,
  }));
  const loadsOf = (field: FieldDataSummary, served: string) =>
    rows.find((r) => !r.field && r.remote === field.remote && r.manifest === field.manifest && r.served === served);
  for (const field of fieldData) {
    const row = loadsOf(field, field.served);
    if (row) Object.assign(row, { field, served: field.served });
    else rows.push({ remote: field.remote, version: field.version, manifest: field.manifest, served: field.served, field });
  }
  const order = (row: BuildRow) => [row.remote, String(SERVED_ORDER.indexOf(row.served)), row.manifest, row.version ?? ''];
  return rows.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    const at = x.findIndex((part, i) => part !== y[i]);
    return at === -1 ? 0 : x[at]! < y[at]! ? -1 : 1;
  });
}

function reportRow(row: BuildRow, input: ReportInput): string[] {
  const { loads, field } = row;
  const ms = (counts: readonly number[] | undefined) => {
    const value = counts && p75(counts, MS_SCALE);
    return typeof value === 'number' ? String(Math.round(value)) : '-';
  };
  const cls = field && p75(field.cls, CLS_SCALE);
  return [
    row.remote,
    row.version ?? '-',
    row.manifest,
    row.served,
    loads ? String(loads.loads) : '-',
    loads ? failuresByPhase(loads) : '-',
    loads?.loads ? `${((loads.failures / loads.loads) * 100).toFixed(1)}%` : '-',
    loads ? String(loads.p50_ms) : '-',
    loads ? String(loads.p95_ms) : '-',
    field ? String(field.views) : '-',
    field ? String(field.errors) : '-',
    field?.views ? (field.errors / field.views).toFixed(2) : '-',
    ms(field?.lcp),
    ms(field?.inp),
    typeof cls === 'number' ? (cls / 1000).toFixed(2) : '-',
    row.served === 'canary' ? canaryState(row, input) : '',
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
function canaryState(row: Pick<BuildRow, 'remote' | 'manifest'>, input: ReportInput): string {
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

/**
 * The numbers of the rule that aborted a canary (canary-abort.ts) in a few words: the figures it
 * decided on, each without its most influential source (and those of reasons written before the
 * rules left a source out); other reasons cut short.
 */
export function shortReason(reason: string): string {
  const loads =
    /load rule: \d+ of its last (\d+) loads failed \([^)]*\), (\d+%) without its most influential source, against .*?, (\d+%) without its most influential source/.exec(
      reason,
    ) ?? /(?:^|: )\d+ of its last (\d+) loads failed \((\d+%)\) against \d+ of \d+ for the stable build \((\d+%)\)/.exec(reason);
  if (loads) return `${loads[2]} of last ${loads[1]} failed, stable ${loads[3]}`;
  const errors =
    /error rule: .*?, ([\d.]+) without its most influential source, against .*?, ([\d.]+) without its most influential source/.exec(
      reason,
    ) ?? /error rule: ([\d.]+) errors per page view .* against ([\d.]+) for the stable build/.exec(reason);
  if (errors) return `${errors[1]} errors/view, stable ${errors[2]}`;
  const vital =
    /(INP|LCP) rule: p75 \1 \d+ ms .*?, (\d+) ms without its most influential source, against .*?, (\d+) ms without its most influential source/.exec(
      reason,
    ) ?? /(INP|LCP) rule: p75 \1 (\d+) ms against (\d+) ms for the stable build/.exec(reason);
  if (vital) return `p75 ${vital[1]} ${vital[2]} ms, stable ${vital[3]} ms`;
  return reason.length > 60 ? `${reason.slice(0, 59)}…` : reason;
}

/** Each build's most frequent messages (the rows come most frequent first), and how many more it had. */
function messagesByBuild(rows: readonly ErrorMessageCount[]) {
  const builds = new Map<string, { build: ErrorMessageCount; top: ErrorMessageCount[]; more: number }>();
  for (const row of rows) {
    const key = `${row.remote} ${row.served} ${row.manifest}`;
    const entry = builds.get(key) ?? { build: row, top: [], more: 0 };
    builds.set(key, entry);
    if (entry.top.length < MESSAGES_PER_BUILD) entry.top.push(row);
    else entry.more += 1;
  }
  return [...builds.values()];
}

/** Aborts of the canaries in the table, and any other made within the window. */
function abortsToList({ aborts, since }: ReportInput, builds: readonly BuildRow[]): CanaryAbort[] {
  const shown = new Set(builds.filter((row) => row.served === 'canary').map((row) => `${row.remote} ${row.manifest}`));
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
