import { AsyncResource } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import type { Queryable } from '../../db/database.js';
import type { Migration } from '../../db/migrate.js';
import type { PageRendering } from '../page-rendering.js';
import { checkComposition } from './health-composition.js';

/** One readiness check's outcome, as GET /readyz shows it to the operator. */
export interface CheckResult {
  name: 'database' | 'migrations' | 'composition' | 'server-rendering';
  ok: boolean;
  ms: number;
  /** The short reason a public 503 would give, when the check failed. */
  reason?: string;
  message?: string;
  /** What the check saw: migration counts, remote versions, the renderer's state. */
  details?: Record<string, unknown>;
}

type Outcome = Omit<CheckResult, 'name' | 'ms'>;

async function timed(name: CheckResult['name'], run: () => Promise<Outcome>): Promise<CheckResult> {
  const started = performance.now();
  const outcome = await run().catch((error: unknown): Outcome => ({
    ok: false,
    reason: `${name} check failed`,
    message: messageOf(error),
  }));
  return { name, ...outcome, ms: Math.round((performance.now() - started) * 10) / 10 };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs `work` outside the current request's database account: readiness asks one cheap statement,
 * which must neither be refused by PGlite's admission gate (it would read "busy" as "down") nor take
 * a place in it. It waits in the queue like any statement, bounded by its own timeout instead.
 * Bound here, at module load, where no request is current.
 */
const outsideRequest = AsyncResource.bind((work: () => Promise<unknown>) => work());

class DatabaseSlow extends Error {}

function withTimeout<T>(work: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseSlow(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([outsideRequest(work) as Promise<T>, late]).finally(() => clearTimeout(timer));
}

/** Is the database answering at all, and soon enough? */
export function databaseCheck(db: Queryable, timeoutMs: number): Promise<CheckResult> {
  return timed('database', async () => {
    try {
      await withTimeout(() => db.query('SELECT 1'), timeoutMs);
      return { ok: true };
    } catch (error) {
      const slow = error instanceof DatabaseSlow;
      return { ok: false, reason: slow ? 'database slow' : 'database unavailable', message: messageOf(error) };
    }
  });
}

/** Has every migration file of this build been applied (another instance may run an older build)? */
export function migrationsCheck(db: Queryable, migrations: Migration[], timeoutMs: number): Promise<CheckResult> {
  return timed('migrations', async () => {
    const rows = await withTimeout(() => db.query<{ version: string }>('SELECT version FROM schema_migrations'), timeoutMs);
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version)).map((m) => `${m.version}_${m.name}`);
    const details = { files: migrations.length, applied: applied.size, latest: [...applied].sort().at(-1) ?? null, pending };
    if (pending.length) return { ok: false, reason: 'migrations pending', message: `${pending.length} migration(s) not applied`, details };
    return { ok: true, details };
  });
}

/**
 * composition.json as the shell would start from it. Without a storefront mounted and without the
 * file there is nothing to check ("off"); a file that is there must be valid either way.
 */
export function compositionCheck(file: string, storefront: boolean): Promise<CheckResult> {
  return timed('composition', async () => {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) {
      return storefront ? { ok: false, reason: 'composition missing', message: `${file} cannot be read` } : { ok: true, message: 'off' };
    }
    const verdict = checkComposition(text);
    if (!verdict.ok) return { ok: false, reason: 'composition invalid', message: verdict.errors.join(' ') };
    return { ok: true, details: { versions: verdict.versions } };
  });
}

/**
 * The shell's server build. Not ready while it loads or when it failed to load: a new build whose
 * renderer is broken then stops a rolling deploy at its first instance. A remote whose server build
 * failed on the latest page is reported but does not make the instance unready: the browser renders
 * that part, and an instance taken out of the balancer would get no page to prove itself again.
 */
export function renderingCheck(rendering: PageRendering | undefined): Promise<CheckResult> {
  return timed('server-rendering', async () => {
    const state = rendering?.state() ?? { renderer: 'off' as const, lastPageComplete: null };
    const details = { renderer: state.renderer, lastPageComplete: state.lastPageComplete };
    switch (state.renderer) {
      case 'off':
        return { ok: true, message: 'off', details };
      case 'ready':
        return {
          ok: true,
          message: state.lastPageComplete === false ? "the latest page left a remote's part to the browser" : undefined,
          details,
        };
      case 'missing':
        return { ok: true, message: 'no server build on disk: pages render in the browser', details };
      // server.ts renders a first page before it turns ready; an app that did not (tests) loads it on its first page.
      case 'idle':
        return { ok: true, message: 'loads with the first page', details };
      case 'failed':
        return { ok: false, reason: 'server rendering failed', message: 'the shell server build did not load', details };
      case 'loading':
        return { ok: false, reason: 'starting', message: 'the shell server build is loading', details };
    }
  });
}
