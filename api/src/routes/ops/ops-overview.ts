import type { Queryable } from '../../db/database.js';
import { busiestBuilds, buildHours, buildLoads, type BuildHours, type OtherBuilds } from '../../db/queries/ops-overview.js';
import { summarizeFieldData, type BuildKey, type FieldDataSummary } from '../../db/queries/field-data.js';
import { listCanaryAborts, type CanaryAbort } from '../../db/queries/remote-loads.js';
import { checkComposition, type CompositionVerdict } from '../../plugins/ops/health-composition.js';
import { canariesIn, remotesOf, type FileCanary } from '../../plugins/remote-telemetry/canary-file.js';
import { VITAL_SCALES, p75 } from '../../lib/vital-histograms.js';

export const REMOTES = ['catalog', 'cart', 'account', 'auth'] as const;
/** Builds of a remote shown besides the composition's: the busiest of the day; the rest are summed up. */
export const OTHER_BUILDS_SHOWN = 5;
export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;

/** What a build did in one window: loads and failures, page views and errors, p75 vitals. */
export interface BuildWindow {
  loads: number;
  failures: number;
  views: number;
  errors: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

/** One build of a remote as /ops shows it. */
export interface BuildRow {
  remote: string;
  manifest: string;
  served: 'stable' | 'canary' | 'preview';
  version: string | null;
  /** What the composition says of it now: its stable build, its canary (and share), or neither. */
  role: 'stable' | 'canary' | 'other';
  percent?: number;
  abort?: CanaryAbort;
  hour: BuildWindow;
  day: BuildWindow;
  /** Page views per hour over the day, oldest first (24 points). */
  views: number[];
}

export interface OpsOverview {
  generatedAt: Date;
  composition: { text: string | null; verdict: CompositionVerdict | null };
  builds: BuildRow[];
  /** Per remote, the day's other builds past the OTHER_BUILDS_SHOWN busiest, summed up. */
  others: OtherBuilds[];
  aborts: CanaryAbort[];
}

const EMPTY: BuildWindow = { loads: 0, failures: 0, views: 0, errors: 0, lcp: null, inp: null, cls: null };

const key = (remote: string, manifest: string, served: string) => `${remote} ${served} ${manifest}`;

/**
 * Everything /ops shows, read in a few statements over the hourly aggregates and the last day's
 * loads: each remote's stable and canary builds, then its OTHER_BUILDS_SHOWN busiest other builds of
 * the day (previews, builds still reported), each with their last hour and day, the others summed
 * up; the canary aborts, and the composition file's checks. However many builds browsers report,
 * it reads a few dozen rows: a flood of invented builds makes it neither large nor slow.
 */
export async function readOpsOverview(db: Queryable, compositionText: string | null, base: string, now = new Date()): Promise<OpsOverview> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const entries = compositionEntries(compositionText, base);
  const pinned: BuildKey[] = entries.map(({ remote, manifest, role }) => ({ remote, manifest, served: role }));
  const { shown, others } = await busiestBuilds(db, dayAgo, pinned, OTHER_BUILDS_SHOWN);
  const builds = [...pinned, ...shown];
  const [loads, fieldHour, fieldDay, hours, aborts] = await Promise.all([
    buildLoads(db, dayAgo, hourAgo, builds),
    summarizeFieldData(db, hourAgo, builds),
    summarizeFieldData(db, dayAgo, builds),
    buildHours(db, new Date(now.getTime() - DAY_MS + HOUR_MS), builds),
    listCanaryAborts(db),
  ]);
  const rows = new Map<string, BuildRow>();
  const row = (remote: string, reported: string, served: BuildRow['served'], version: string | null) => {
    // As a browser writes it (no default port), whoever reported it.
    const manifest = URL.parse(reported)?.href ?? reported;
    const id = key(remote, manifest, served);
    let found = rows.get(id);
    if (!found) {
      found = {
        remote,
        manifest,
        served,
        version,
        role: 'other',
        hour: { ...EMPTY },
        day: { ...EMPTY },
        views: new Array<number>(24).fill(0),
      };
      rows.set(id, found);
    }
    found.version ??= version;
    return found;
  };

  for (const entry of entries) {
    const build = row(entry.remote, entry.manifest, entry.role, entry.version);
    build.role = entry.role;
    if (entry.percent !== undefined) build.percent = entry.percent;
  }
  for (const l of loads) {
    const build = row(l.remote, l.manifest, l.preview ? 'preview' : l.canary ? 'canary' : 'stable', l.version);
    build.hour = { ...build.hour, loads: build.hour.loads + l.hour_loads, failures: build.hour.failures + l.hour_failures };
    build.day = { ...build.day, loads: build.day.loads + l.day_loads, failures: build.day.failures + l.day_failures };
  }
  const addField = (summaries: FieldDataSummary[], window: 'hour' | 'day') => {
    for (const s of summaries) {
      const build = row(s.remote, s.manifest, s.served as BuildRow['served'], s.version);
      build[window] = {
        ...build[window],
        views: Number(s.views),
        errors: Number(s.errors),
        lcp: p75(s.lcp.map(Number), VITAL_SCALES.LCP),
        inp: p75(s.inp.map(Number), VITAL_SCALES.INP),
        cls: p75(s.cls.map(Number), VITAL_SCALES.CLS),
      };
    }
  };
  addField(fieldHour, 'hour');
  addField(fieldDay, 'day');
  const firstHour = Math.floor((now.getTime() - DAY_MS + HOUR_MS) / HOUR_MS) * HOUR_MS;
  for (const build of hours) addPoints(row(build.remote, build.manifest, build.served as BuildRow['served'], null), build, firstHour);
  for (const abort of aborts) {
    const build = rows.get(key(abort.remote, URL.parse(abort.manifest)?.href ?? abort.manifest, 'canary'));
    if (build) build.abort = abort;
  }
  const order = { stable: 0, canary: 1, other: 2 } as const;
  const listed = [...rows.values()].sort(
    (a, b) =>
      REMOTES.indexOf(a.remote as never) - REMOTES.indexOf(b.remote as never) ||
      order[a.role] - order[b.role] ||
      a.manifest.localeCompare(b.manifest),
  );
  return {
    generatedAt: now,
    composition: { text: compositionText, verdict: compositionText === null ? null : checkComposition(compositionText) },
    builds: listed,
    others,
    aborts: aborts.filter(
      (abort) => Date.parse(abort.aborted_at) >= dayAgo.getTime() || rows.has(key(abort.remote, abort.manifest, 'canary')),
    ),
  };
}

function addPoints(build: BuildRow, hours: BuildHours, firstHour: number): void {
  for (const [hour, views] of Object.entries(hours.views)) {
    const index = Math.round((Number(hour) - firstHour) / HOUR_MS);
    if (index >= 0 && index < build.views.length) build.views[index] = (build.views[index] ?? 0) + views;
  }
}

interface CompositionEntry {
  remote: string;
  manifest: string;
  version: string | null;
  role: 'stable' | 'canary';
  percent?: number;
}

/** The builds composition.json names now, manifests made absolute as browsers report them. */
function compositionEntries(text: string | null, base: string): CompositionEntry[] {
  if (!text) return [];
  const entries: CompositionEntry[] = [];
  for (const [remote, entry] of Object.entries(remotesOf(text) ?? {})) {
    const manifest = typeof entry?.manifest === 'string' ? URL.parse(entry.manifest, base)?.href : undefined;
    if (manifest) entries.push({ remote, manifest, version: typeof entry?.version === 'string' ? entry.version : null, role: 'stable' });
  }
  for (const canary of canariesIn(text, base) as FileCanary[]) {
    const raw = remotesOf(text)?.[canary.remote]?.canary as { version?: unknown } | undefined;
    entries.push({
      remote: canary.remote,
      manifest: canary.manifest,
      version: typeof raw?.version === 'string' ? raw.version : null,
      role: 'canary',
      percent: canary.percent,
    });
  }
  return entries;
}
