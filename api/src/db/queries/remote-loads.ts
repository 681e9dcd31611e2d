import type { Queryable } from '../database.js';

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
}

/** One statement per batch: a beacon carries up to a few dozen loads. */
export async function insertRemoteLoads(db: Queryable, loads: readonly RemoteLoad[]): Promise<void> {
  if (!loads.length) return;
  const params: unknown[] = [];
  const rows = loads.map((load, i) => {
    params.push(load.remote, load.version, load.manifest, load.canary, load.preview, load.durationMs, load.ok, load.phase);
    const at = i * 8;
    return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7}, $${at + 8})`;
  });
  await db.query(
    `INSERT INTO remote_loads (remote, version, manifest, canary, preview, duration_ms, ok, phase) VALUES ${rows.join(', ')}`,
    params,
  );
}

export interface FailureRate {
  loads: number;
  failures: number;
}

/** Failures among the last `window` loads of one remote's canary (that manifest) or of its stable builds. */
export async function recentFailureRate(
  db: Queryable,
  remote: string,
  canaryManifest: string | null,
  window: number,
): Promise<FailureRate> {
  const [row] = await db.query<{ loads: number; failures: number }>(
    `SELECT count(*)::int AS loads, count(*) FILTER (WHERE NOT ok)::int AS failures FROM (
       SELECT ok FROM remote_loads
        WHERE remote = $1 AND canary = ($2::text IS NOT NULL) AND NOT preview AND ($2::text IS NULL OR manifest = $2::text)
        ORDER BY id DESC LIMIT $3
     ) AS recent`,
    [remote, canaryManifest, window],
  );
  return row ?? { loads: 0, failures: 0 };
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
