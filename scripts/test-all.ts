// `npm test`: every test of the project, the independent ones side by side (docs/testing.md).
// Each step starts once the steps it comes after have ended:
//   at once: the API suite on PGlite (the longest) and the build
//   e2e: after the build (which must have passed), beside the API suite (every server, theirs and
//     its own, listens on a port it picks itself: e2e/support/server.ts)
//   lint, typecheck, unit, and the scripts/ tests (which need the build): after the build, so that
//     the build, the start of the longest chain (build, then e2e), has the machine to itself
//   with --postgres=<url> (.ci/run): the API suite on PostgreSQL, after the PGlite pass, so that the
//     e2e tests never share the 2 cores with both API passes (under that load their page waits ran out)
// The API suite is compiled once, before any step (compileApiTests).
// Each step's output goes to .cache/test-logs/<step>.log; a failed step's output is printed when it
// ends, and a summary with every step's time closes the run. `npm test` never hangs, and a slow
// machine is not a failure: a step is stopped, with every process it started, once it stalls (no
// new output and no CPU used by any of its processes for STALL_MINUTES: hung), or at its ceiling
// however busy it is (`usual`, its time in a usual run here, times CEILING_FACTOR, at least
// MIN_CEILING_MINUTES; TEST_TIME_SCALE=2 doubles them on a slower machine), so that one printing
// in a loop still ends. Its last log lines are printed, and the summary says which ended it. The
// exit code is non-zero if any step failed. `--only=unit,e2e` runs just those steps (e2e still expects a build).
// Before any step it checks what the tests need from the machine (the browser of the e2e tests):
// as root it installs what is missing, otherwise it stops at once and names the command to run.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { failedTestReports } from './test-all/failed-tests';
import { elapsed, runStep, stopTree, type Step, type StepResult } from './test-all/run-step';

const ROOT = path.dirname(__dirname);
const LOG_DIR = path.join(ROOT, '.cache/test-logs');
/** The browser e2e/support/browser.ts launches. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEARTBEAT_MS = 60_000;
const FAILED_OUTPUT_LINES = 400;
/**
 * A step that shows no sign of work this long (no output, no CPU in any of its processes) has hung
 * (docs/testing.md, "Never hang"). No step of a healthy run stands that still: its silent stretches
 * (the route fuzzer's file, 13 minutes on a loaded machine, prints only when it ends) burn CPU, and
 * the longest wait of a test on something outside it is 60 s.
 */
const STALL_MINUTES = 5;
/**
 * A step's ceiling, however busy it stays: its usual minutes times this, at least
 * MIN_CEILING_MINUTES (three times the fixed bounds there were before the stall window, which
 * stopped healthy steps on a loaded machine while they still passed tests).
 */
const CEILING_FACTOR = 7.5;
const MIN_CEILING_MINUTES = 30;
const TIME_SCALE = Number(process.env.TEST_TIME_SCALE ?? 1) || 1;

interface PlannedStep extends Step {
  /** Steps that must have ended first. */
  after?: string[];
  /** Those of them that must have passed. */
  needs?: string[];
  /**
   * The step's minutes in a usual `npm test` on this 2-core machine, beside the other steps (fresh
   * clones, docs/testing.md "Timings"): its ceiling is derived from it.
   */
  usual: number;
}

const options = parseArgs(process.argv.slice(2));

const STEPS: PlannedStep[] = [
  { name: 'api-pglite', command: 'npm run test:api', env: { DATABASE_URL: null, API_TESTS_COMPILED: '1' }, usual: 12 },
  { name: 'build', command: 'npm run build', usual: 3 },
  // After the build, which is the start of the run's longest chain (build, then e2e): beside it they
  // only slowed it, and they are short.
  { name: 'lint', command: 'npm run lint', after: ['build'], usual: 5 },
  { name: 'typecheck', command: 'npm run typecheck', after: ['build'], usual: 6 },
  { name: 'unit', command: 'npm run test:unit', after: ['build'], usual: 9.5 },
  {
    name: 'e2e',
    command: 'npm test -w e2e',
    after: ['build'],
    needs: ['build'],
    // The live-update tests change pages by plain SQL on PostgreSQL, in a schema of their own.
    env: options.postgres ? { E2E_POSTGRES_URL: options.postgres } : {},
    usual: 11,
  },
  { name: 'scripts', command: 'npm run test:scripts', after: ['build'], needs: ['build'], usual: 4 },
  ...(options.postgres
    ? [
        {
          name: 'api-postgres',
          command: 'npm run test:api',
          // Through PgBouncer (deploy/pgbouncer.ini), as a deployment of several instances runs (docs/deploying.md).
          env: { DATABASE_URL: options.postgres, API_TESTS_COMPILED: '1', API_TESTS_PGBOUNCER: '1' },
          after: ['api-pglite'],
          usual: 8,
        },
      ]
    : []),
];

/** How long a step may run, however busy, before it is stopped, in ms. */
const ceilingMs = (step: PlannedStep) => Math.max(step.usual * CEILING_FACTOR, MIN_CEILING_MINUTES) * TIME_SCALE * 60_000;

function parseArgs(args: string[]): { only?: string[]; postgres?: string } {
  const parsed: { only?: string[]; postgres?: string } = {};
  for (const arg of args) {
    const [key, value] = arg.split(/=(.*)/s);
    if (key === '--only' && value) parsed.only = value.split(',');
    else if (key === '--postgres' && value) parsed.postgres = value;
    else {
      console.error(`Unknown argument ${arg}. Usage: npm test [-- --only=step,step] [--postgres=<database url>]`);
      process.exit(2);
    }
  }
  return parsed;
}

/**
 * The programs the tests drive, by the step that needs them: Chromium and nginx (the remotes' static
 * origin, deploy/nginx-remotes.conf) for the e2e tests, HAProxy and PgBouncer (deploy/) for the API
 * suite's PostgreSQL pass. Installed with apt when we are root, else the one command to run.
 */
const PROGRAMS = [
  { binary: CHROMIUM, apt: 'chromium', step: 'e2e', what: 'the e2e tests drive it', custom: 'CHROMIUM_PATH' },
  { binary: '/usr/sbin/nginx', apt: 'nginx', step: 'e2e', what: 'the remotes’ static origin in the e2e tests' },
  { binary: '/usr/sbin/haproxy', apt: 'haproxy', step: 'api-postgres', what: 'the rolling restart runs behind it' },
  { binary: '/usr/sbin/pgbouncer', apt: 'pgbouncer', step: 'api-postgres', what: 'the PostgreSQL pass runs through it' },
];

function checkMachine(steps: PlannedStep[]): void {
  const missing = PROGRAMS.filter((program) => steps.some((step) => step.name === program.step) && !existsSync(program.binary));
  if (!missing.length) return;
  const packages = missing.map((program) => program.apt);
  if (process.getuid?.() === 0 && !missing.some((program) => program.custom && process.env[program.custom])) {
    for (const program of missing) console.log(`== ${program.binary} is missing (${program.what}): installing Debian's ${program.apt}`);
    // RUNLEVEL=1: the packages' services (nginx on port 80, pgbouncer) are not started; the tests run their own.
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
    if (install && install.status === 0 && missing.every((program) => existsSync(program.binary))) return;
  }
  console.error(
    `The tests need ${missing.map((program) => `${program.binary} (${program.what})`).join(', ')}, missing here. ` +
      `Install, then run npm test again:\n\n    sudo apt-get install -y ${packages.join(' ')}\n\n` +
      `(or set CHROMIUM_PATH to a Chromium or Chrome binary). No test was run.`,
  );
  process.exit(1);
}

/**
 * The API suite runs compiled (api/scripts/compile-tests.mjs): compiled once here, so that its two
 * passes, which run side by side, never rewrite the tree under each other.
 */
function compileApiTests(steps: PlannedStep[]): void {
  if (!steps.some((step) => step.env?.API_TESTS_COMPILED)) return;
  const compiled = spawnSync(process.execPath, ['api/scripts/compile-tests.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (compiled.status !== 0) {
    console.error('Compiling the API suite failed: no test was run.');
    process.exit(1);
  }
}

/** The steps running now, by name: stopped with everything they started if `npm test` itself is stopped. */
const running = new Map<string, ChildProcess>();

function printTail({ name, logFile }: StepResult): void {
  const lines = readFileSync(logFile, 'utf8').split('\n');
  const shown = lines.slice(-FAILED_OUTPUT_LINES);
  console.log(`──── ${name}: ${shown.length < lines.length ? `last ${shown.length} lines of ` : ''}${path.relative(ROOT, logFile)}`);
  console.log(shown.join('\n'));
  console.log(`──── end of ${name}`);
}

/** The failed tests of a failed step, again in the summary (the end of the output is what CI shows). */
function printFailedTests({ name, logFile }: StepResult): void {
  if (!logFile || !existsSync(logFile)) return;
  const reports = failedTestReports(readFileSync(logFile, 'utf8'));
  if (!reports.length) return;
  console.log(`  ${name}: failed tests`);
  for (const report of reports) console.log(report.replace(/^/gm, '    '));
}

async function run(step: PlannedStep): Promise<StepResult> {
  const result = await runStep(step, {
    cwd: ROOT,
    logDir: LOG_DIR,
    stallMs: STALL_MINUTES * 60_000,
    ceilingMs: ceilingMs(step),
    onProcess: (child) => (child ? running.set(step.name, child) : running.delete(step.name)),
  });
  if (!result.ok) printTail(result);
  return result;
}

/** Starts every step as soon as the steps it comes after (among those selected) have ended. */
async function runAll(steps: PlannedStep[]): Promise<StepResult[]> {
  const waiting = new Set(steps.map((step) => step.name));
  const heartbeat = setInterval(() => console.log(`… still running or waiting: ${[...waiting].join(', ')}`), HEARTBEAT_MS);
  const results = new Map<string, Promise<StepResult>>();
  const start = async (step: PlannedStep): Promise<StepResult> => {
    await undefined; // every step's promise is registered before any looks up another's
    const before = await Promise.all((step.after ?? []).flatMap((name) => results.get(name) ?? []));
    const failed = before.filter((r) => !r.ok && (step.needs ?? []).includes(r.name)).map((r) => r.name);
    const result: StepResult = failed.length
      ? { name: step.name, ok: false, code: `skipped: ${failed.join(', ')} failed`, ms: 0, logFile: '' }
      : await run(step);
    waiting.delete(step.name);
    return result;
  };
  for (const step of steps) results.set(step.name, start(step));
  const all = await Promise.all(steps.map((step) => results.get(step.name)!));
  clearInterval(heartbeat);
  return all;
}

function summarize(results: StepResult[], started: number): boolean {
  console.log('\n== npm test: summary');
  for (const r of results) {
    const cpu = r.cpuMs === undefined ? '' : ` (CPU ${elapsed(r.cpuMs)})`;
    // A stopped step's code says which ended it: "stalled: …" or "ran out of time: …".
    const outcome = r.ok ? '' : r.stopped ? `  STOPPED, ${r.code}` : `  FAILED (${r.code})`;
    console.log(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(13)} ${elapsed(r.ms).padStart(6)}${cpu.padEnd(14)}${outcome}`);
  }
  const failed = results.filter((r) => !r.ok);
  const stopped = (why: StepResult['stopped']) => results.filter((r) => r.stopped === why).map((r) => r.name);
  if (stopped('stalled').length) console.log(`  stalled (no output or CPU for ${STALL_MINUTES}m: hung): ${stopped('stalled').join(', ')}`);
  if (stopped('ceiling').length) {
    console.log(`  ran out of time (still working at the ceiling; TEST_TIME_SCALE=2 doubles it): ${stopped('ceiling').join(', ')}`);
  }
  for (const r of failed) printFailedTests(r);
  const cpuTotal = results.reduce((sum, r) => sum + (r.cpuMs ?? 0), 0);
  console.log(
    `  total ${elapsed(Date.now() - started)}${cpuTotal ? ` (CPU ${elapsed(cpuTotal)})` : ''}: ${failed.length ? `${failed.length} failed` : 'all passed'} (logs in ${path.relative(ROOT, LOG_DIR)}/)`,
  );
  return failed.length === 0;
}

const selected = STEPS.filter((step) => !options.only || options.only.includes(step.name));
if (options.only && selected.length !== options.only.length) {
  console.error(`Known steps: ${STEPS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
checkMachine(selected);
// Stopped itself (Ctrl-C, a CI limit): the steps, each in a process group of its own, are stopped too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping ${[...running.keys()].join(', ') || 'nothing'}`);
    void Promise.all([...running.values()].map((child) => stopTree(child.pid))).then(() => process.exit(130));
  });
}
mkdirSync(LOG_DIR, { recursive: true });
const started = Date.now();
compileApiTests(selected);
void runAll(selected).then((results) => process.exit(summarize(results, started) ? 0 : 1));
