import type { Database, Queryable } from '../database.js';

/** Loads of one build that one source adds to the load rule per hour (CANARY_LOADS_PER_SOURCE's default). */
export const LOADS_PER_SOURCE = 5;
/** Judged loads are counted per source under this lock (and the source's hash), so the cap is exact. */
const JUDGED_LOADS_LOCK_KEY = 73_112_193;

export interface RemoteLoad {
  remote: string;
  version: string | null;
  manifest: string;
  canary: boolean;
  /** A preview build's load (one team's browser), kept out of the stable build's numbers. */
  preview: boolean;
  durationMs: number;
  ok: boolean;
  phase: string | null;
  /**
   * A load the load rule may count: of a build the store served that browser (served-builds.ts).
   * It counts while its source has fewer than `loadsPerSource` counted loads of that build in the
   * last hour.
   */
  judgeable?: boolean;
}

/**
 * Stores a batch of loads, all from `source` (the reporting address, hashed), in one statement; the
 * judgeable ones are marked judged within the source's hourly cap per build (a transaction, under
 * the source's lock, when there are some).
 */
export async function insertRemoteLoads(
  db: Database,
  loads: readonly RemoteLoad[],
  { source = null, loadsPerSource = LOADS_PER_SOURCE }: { source?: string | null; loadsPerSource?: number } = {},
): Promise<void> {
  if (!loads.length) return;
  if (!source || !loads.some((load) => load.judgeable))
    return insertLoads(
      db,
      loads.map((load) => ({ ...load, judged: false })),
      source,
    );
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [JUDGED_LOADS_LOCK_KEY, source]);
    const key = (load: { remote: string; manifest: string; canary: boolean }) => JSON.stringify([load.remote, load.manifest, load.canary]);
    const counted = new Map(
      (
        await tx.query<{ remote: string; manifest: string; canary: boolean; loads: number }>(
          `SELECT remote, manifest, canary, count(*)::int AS loads FROM remote_loads
            WHERE judged AND source = $1 AND received_at > now() - interval '1 hour'
            GROUP BY remote, manifest, canary`,
          [source],
        )
      ).map((row) => [key(row), row.loads]),
    );
    const marked = loads.map((load) => {
      const soFar = counted.get(key(load)) ?? 0;
      const judged = Boolean(load.judgeable) && soFar < loadsPerSource;
      if (judged) counted.set(key(load), soFar + 1);
      return { ...load, judged };
    });
    await insertLoads(tx, marked, source);
  });
}

async function insertLoads(db: Queryable, loads: readonly (RemoteLoad & { judged: boolean })[], source: string | null): Promise<void> {
  const params: unknown[] = [];
  const rows = loads.map((load, i) => {
    params.push(
      load.remote,
      load.version,
      load.manifest,
      load.canary,
      load.preview,
      load.durationMs,
      load.ok,
      load.phase,
      source,
      load.judged,
    );
    const at = i * 10;
    return `(${Array.from({ length: 10 }, (_, n) => `$${at + n + 1}`).join(', ')})`;
  });
  await db.query(
    `INSERT INTO remote_loads (remote, version, manifest, canary, preview, duration_ms, ok, phase, source, judged) VALUES ${rows.join(', ')}`,
    params,
  );
}

/**
 * Failures among the last `window` judged loads of one build (a remote's canary, or its stable
 * build), and what one source weighs in them: `trimmedRate`, the failure rate without the source
 * whose removal changes it most, of `trimmedLoads` loads (null when fewer than two sources reported).
 */
export interface FailureRate {
  loads: number;
  failures: number;
  sources: number;
  trimmedRate: number | null;
  trimmedLoads: number;
}

export async function recentFailureRate(
  db: Queryable,
  build: { remote: string; manifest: string; canary: boolean },
  window: number,
): Promise<FailureRate> {
  const [row] = await db.query<FailureRate>(
    `WITH recent AS (
       SELECT ok, source FROM remote_loads
        WHERE judged AND remote = $1 AND canary = $2 AND NOT preview AND manifest = $3
        ORDER BY id DESC LIMIT $4
     ),
     per_source AS (SELECT source, count(*)::float8 AS l, count(*) FILTER (WHERE NOT ok)::float8 AS f FROM recent GROUP BY source),
     totals AS (SELECT coalesce(sum(l), 0) AS loads, coalesce(sum(f), 0) AS failures, count(*)::int AS sources FROM per_source),
     trimmed AS (
       SELECT (t.failures - p.f) / (t.loads - p.l) AS rate, t.loads - p.l AS loads
         FROM per_source p CROSS JOIN totals t
        WHERE t.loads > p.l
        ORDER BY abs((t.failures - p.f) / (t.loads - p.l) - t.failures / t.loads) DESC, p.l DESC, p.source
        LIMIT 1
     )
     SELECT t.loads::int AS loads, t.failures::int AS failures, t.sources,
            (SELECT rate FROM trimmed) AS "trimmedRate", coalesce((SELECT loads FROM trimmed), t.loads)::int AS "trimmedLoads"
       FROM totals t`,
    [build.remote, build.canary, build.manifest, window],
  );
  return row ?? { loads: 0, failures: 0, sources: 0, trimmedRate: null, trimmedLoads: 0 };
}

/** Records an abort once (the first reason stands); answers whether this call recorded it. */
export async function abortCanary(db: Queryable, remote: string, manifest: string, reason: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO canary_aborts (remote, manifest, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1 AS done`,
    [remote, manifest, reason],
  );
  return rows.length > 0;
}

export interface CanaryAbort {
  remote: string;
  manifest: string;
  aborted_at: string;
  reason: string;
}

export async function listCanaryAborts(db: Queryable): Promise<CanaryAbort[]> {
  return db.query<CanaryAbort>(`SELECT remote, manifest, aborted_at::text AS aborted_at, reason FROM canary_aborts ORDER BY aborted_at`);
}

export interface LoadSummary {
  remote: string;
  version: string | null;
  manifest: string;
  canary: boolean;
  preview: boolean;
  loads: number;
  failures: number;
  /** Failed loads per phase, e.g. { "manifest": 3 }. */
  phases: Record<string, number>;
  p50_ms: number;
  p95_ms: number;
}

/** Per remote build (remote, version, manifest, canary, preview or neither) since `since`: what `compose report` prints. */
export async function summarizeRemoteLoads(db: Queryable, since: Date): Promise<LoadSummary[]> {
  return db.query<LoadSummary>(
    `WITH recent AS (SELECT * FROM remote_loads WHERE received_at >= $1),
     builds AS (
       SELECT remote, version, manifest, canary, preview, count(*)::int AS loads, count(*) FILTER (WHERE NOT ok)::int AS failures,
              round(percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms))::int AS p50_ms,
              round(percentile_cont(0.95) WITHIN GROUP (ORDER BY duration_ms))::int AS p95_ms
         FROM recent GROUP BY remote, version, manifest, canary, preview
     ),
     phases AS (
       SELECT remote, version, manifest, canary, preview, jsonb_object_agg(phase, n) AS phases FROM (
         SELECT remote, version, manifest, canary, preview, phase, count(*)::int AS n FROM recent
          WHERE NOT ok AND phase IS NOT NULL GROUP BY remote, version, manifest, canary, preview, phase
       ) AS by_phase GROUP BY remote, version, manifest, canary, preview
     )
     SELECT b.*, coalesce(p.phases, '{}'::jsonb) AS phases
       FROM builds b LEFT JOIN phases p
         ON p.remote = b.remote AND p.version IS NOT DISTINCT FROM b.version AND p.manifest = b.manifest
        AND p.canary = b.canary AND p.preview = b.preview
      ORDER BY b.remote, b.canary, b.manifest`,
    [since.toISOString()],
  );
}
