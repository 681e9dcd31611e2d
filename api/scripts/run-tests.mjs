// Runs every src/**/*.test.ts with node's test runner. Node 20's --test takes no glob patterns, so
// the files are listed here. Extra arguments are passed on, e.g.
// `npm test -w api -- --test-name-pattern=master` or a file path to run just that file.
//
// The files run compiled: scripts/compile-tests.mjs transpiles src/ to .src-js/ first, unless
// API_TESTS_COMPILED=1 says it has been done (npm test compiles once for both passes). Without
// tsx's loader each process starts on less CPU (docs/testing.md). Stacks still name the .ts
// lines (source maps). API_TESTS_FROM_SOURCE=1 runs the .ts files through tsx instead.
//
// Processes run two at a time (API_TEST_CONCURRENCY overrides), most of them a batch of files one
// after another (batched(), API_TEST_BATCH_SIZE): each file has a database of its own
// (src/test-support/test-database.ts: a PGlite directory, or a PostgreSQL database), so no two
// files see each other's rows. The longest file starts first (START_FIRST), RUN_ALONE files run
// after the others, by themselves. Every process hashes passwords at the test cost
// (src/test-support/test-password-cost.ts); src/lib/password.test.ts checks the production cost.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { COMPILED_DIR, compiledPath, compileTests } from './compile-tests.mjs';

/**
 * Run after the others, one at a time. The restart and crash probes judge what an instance does
 * within a second or so of a signal: beside another file (and, in `npm test`, the build and the
 * other checks, which are over by then) a starved 2-core machine can miss that window.
 */
const RUN_ALONE = [
  'src/probes/restart/pglite-restart.test.ts',
  'src/probes/restart/rolling-restart.test.ts',
  'src/probes/durability/crash-pglite.test.ts',
  'src/probes/durability/crash-postgres.test.ts',
  'src/probes/durability/database-down.test.ts',
  'src/probes/durability/pgbouncer-restart.test.ts',
];
/** Minutes long: started first, the other files run beside it instead of after it. */
const START_FIRST = ['src/probes/fuzz/route-fuzz.test.ts'];
/** On PostgreSQL: public-answers.test.ts cuts every change-feed connection of the database (pg_terminate_backend). */
const RUN_ALONE_ON_POSTGRES = ['src/plugins/public-answers.test.ts'];
/** Measure their own process's memory, so each has one to itself. */
const OWN_PROCESS = ['src/db/pglite-memory.test.ts', 'src/lib/public-cache.test.ts'];
/**
 * PGlite is PostgreSQL compiled to WebAssembly. V8 compiles it fast (Liftoff) and then again, in
 * the background, optimised (TurboFan) for the functions that run hot: CPU in every process that a
 * test file, with its few hundred queries, never earns back. So baseline code only (docs/testing.md
 * has the measurements). The test runner hands the flag on to the processes it starts. Only for
 * tests; the server itself keeps the optimiser.
 */
const WASM_FLAGS = ['--liftoff-only'];
/** Files per process, when the suite runs compiled (API_TEST_BATCH_SIZE=1: a process each). */
const BATCH_SIZE = Number(process.env.API_TEST_BATCH_SIZE ?? 8);

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const explicitFiles = args.filter((arg) => arg.endsWith('.ts'));
const options = args.filter((arg) => !arg.endsWith('.ts'));
const files =
  explicitFiles.length > 0
    ? explicitFiles
    : readdirSync(path.join(apiDir, 'src'), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => path.join('src', file).split(path.sep).join('/'))
        .sort();
const concurrency = Number(process.env.API_TEST_CONCURRENCY ?? 2);
const fromSource = process.env.API_TESTS_FROM_SOURCE === '1';
if (!fromSource && process.env.API_TESTS_COMPILED !== '1') await compileTests();
/** What each file runs as: the source through tsx, or its compiled twin. */
const runnable = (file) => (fromSource ? file : compiledPath(file));
const loader = fromSource ? ['--import', 'tsx'] : ['--enable-source-maps'];
const preload = pathToFileURL(path.join(apiDir, runnable('src/test-support/test-password-cost.ts'))).href;

function runFiles(list, filesAtOnce) {
  if (list.length === 0) return 0;
  const result = spawnSync(
    process.execPath,
    [...loader, ...WASM_FLAGS, '--import', preload, '--test', `--test-concurrency=${filesAtOnce}`, ...options, ...list],
    { cwd: apiDir, stdio: 'inherit' },
  );
  return result.status ?? 1;
}

/**
 * Most files share a process with a few others, one after another: each file's tests, hooks
 * included, run inside a suite named after it, which its module fills as it loads (node:test
 * attaches a file's top-level before/after/it to that suite), so every file still opens and closes
 * its own app and database. What they share is the loaded code: a process start and the app's
 * import are paid once a batch, not once a file (docs/testing.md). Files are dealt round-robin in name order,
 * so each batch gets a mix of areas. The batch files are written into the compiled tree.
 */
function batched(list) {
  if (fromSource || explicitFiles.length > 0 || BATCH_SIZE <= 1) return list.map(runnable);
  const solo = list.filter((file) => START_FIRST.includes(file) || OWN_PROCESS.includes(file));
  const shared = list.filter((file) => !solo.includes(file));
  const count = Math.ceil(shared.length / BATCH_SIZE);
  const batches = Array.from({ length: count }, (_, index) => shared.filter((__, i) => i % count === index));
  const dir = path.join(COMPILED_DIR, 'test-batches');
  mkdirSync(dir, { recursive: true });
  const written = batches.map((batch, index) => {
    const file = path.join(dir, `batch-${String(index + 1).padStart(2, '0')}.test.js`);
    const entries = batch.map(
      (source) => `  [${JSON.stringify(source)}, ${JSON.stringify(pathToFileURL(path.join(apiDir, runnable(source))).href)}],`,
    );
    writeFileSync(
      file,
      [
        '// Written by api/scripts/run-tests.mjs: these test files, one after another in this process.',
        "import { describe } from 'node:test';",
        'for (const [source, url] of [',
        ...entries,
        ']) {',
        '  describe(source, async () => {',
        '    await import(url);',
        '  });',
        '}',
        '',
      ].join('\n'),
    );
    return path.relative(apiDir, file);
  });
  return [...solo.map(runnable), ...written];
}

const pooler = await startPooler();
const runAlone = process.env.DATABASE_URL ? [...RUN_ALONE, ...RUN_ALONE_ON_POSTGRES] : RUN_ALONE;
const alone = files.filter((file) => runAlone.includes(file));
const together = files
  .filter((file) => !alone.includes(file))
  .sort((a, b) => Number(START_FIRST.includes(b)) - Number(START_FIRST.includes(a)));
const status = Math.max(runFiles(batched(together), concurrency), runFiles(alone.map(runnable), 1));
await pooler?.close();
process.exit(status);

/**
 * API_TESTS_PGBOUNCER=1 with DATABASE_URL (CI's PostgreSQL pass): the suite runs through PgBouncer
 * in transaction mode, started here from deploy/pgbouncer.ini (src/test-support/pgbouncer.ts), as
 * a deployment does: DATABASE_URL becomes the pooler's address and DATABASE_DIRECT_URL the server's.
 */
async function startPooler() {
  const directUrl = process.env.DATABASE_URL;
  if (process.env.API_TESTS_PGBOUNCER !== '1' || !directUrl) return undefined;
  if (fromSource) (await import('tsx/esm/api')).register();
  const helper = pathToFileURL(path.join(apiDir, runnable('src/test-support/pgbouncer.ts'))).href;
  const { startPgbouncer } = await import(helper);
  const pgbouncer = await startPgbouncer(directUrl);
  process.env.DATABASE_DIRECT_URL = directUrl;
  process.env.DATABASE_URL = pgbouncer.through(directUrl);
  console.log(`# through PgBouncer (deploy/pgbouncer.ini) on port ${pgbouncer.port}; DATABASE_DIRECT_URL for the change feed`);
  return pgbouncer;
}
