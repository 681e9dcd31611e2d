// Runs every src/**/*.test.ts with node's test runner. Node 20's --test takes no glob patterns, so
// the files are listed here. Extra arguments are passed on, e.g.
// `npm test -w api -- --test-name-pattern=master` or a file path to run just that file.
//
// The files run compiled: scripts/compile-tests.mjs transpiles src/ to .src-js/ first (a quarter of
// a second), unless API_TESTS_COMPILED=1 says it has been done (npm test compiles once for both
// passes). Without tsx's loader each process starts in a third of the CPU. Stacks still name the .ts
// lines (source maps). API_TESTS_FROM_SOURCE=1 runs the .ts files through tsx instead.
//
// Files run two at a time (API_TEST_CONCURRENCY overrides): each file has a database of its own
// (src/test-support/test-database.ts: a PGlite directory, or a PostgreSQL schema), so two files
// never see each other's rows. The longest file starts first (START_FIRST), RUN_ALONE files run
// after the others, by themselves. Every process hashes passwords at the test cost
// (src/test-support/test-password-cost.ts); src/lib/password.test.ts checks the production cost.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledPath, compileTests } from './compile-tests.mjs';

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
];
/** Minutes long: started first, the other files run beside it instead of after it. */
const START_FIRST = ['src/probes/fuzz/route-fuzz.test.ts'];
/** On PostgreSQL: public-answers.test.ts cuts every change-feed connection of the database (pg_terminate_backend). */
const RUN_ALONE_ON_POSTGRES = ['src/plugins/public-answers.test.ts'];

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
    [...loader, '--import', preload, '--test', `--test-concurrency=${filesAtOnce}`, ...options, ...list.map(runnable)],
    { cwd: apiDir, stdio: 'inherit' },
  );
  return result.status ?? 1;
}

const runAlone = process.env.DATABASE_URL ? [...RUN_ALONE, ...RUN_ALONE_ON_POSTGRES] : RUN_ALONE;
const alone = files.filter((file) => runAlone.includes(file));
const together = files
  .filter((file) => !alone.includes(file))
  .sort((a, b) => Number(START_FIRST.includes(b)) - Number(START_FIRST.includes(a)));
const status = Math.max(runFiles(together, concurrency), runFiles(alone, 1));
process.exit(status);
