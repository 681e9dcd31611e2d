// `npm test`: every test of the project, the independent ones side by side (docs/testing.md).
// Each step starts once the steps it comes after have ended:
//   at once: the API suite on PGlite (the longest) and the build
//   e2e: after the build (which must have passed), beside the API suite (every server, theirs and
//     its own, listens on a port it picks itself: e2e/support/server.ts)
//   lint, typecheck, unit, and the scripts/ tests (which need the build): after the build, so that
//     the build, the start of the longest chain (build, then e2e), has the machine to itself
//   with --postgres=<url> (.ci/run): the API suite on PostgreSQL, after the build too
// The API suite is compiled once, before any step (compileApiTests).
// Each step's output goes to .cache/test-logs/<step>.log; a failed step's output is printed when it
// ends, and a summary with every step's time closes the run. The exit code is non-zero if any step
// failed. `--only=unit,e2e` runs just those steps (e2e still expects a build).
// Before any step it checks what the tests need from the machine (the browser of the e2e tests):
// as root it installs what is missing, otherwise it stops at once and names the command to run.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const LOG_DIR = path.join(ROOT, '.cache/test-logs');
/** The browser e2e/support/browser.ts launches. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEARTBEAT_MS = 60_000;
/** GNU time: the summary gives each step's CPU time beside its wall time, which a shared machine blurs. */
const GNU_TIME = '/usr/bin/time';
const FAILED_OUTPUT_LINES = 400;

const options = parseArgs(process.argv.slice(2));

/** `after`: steps that must have ended first; `needs`: those of them that must have passed. */
const STEPS = [
  { name: 'api-pglite', command: 'npm run test:api', env: { DATABASE_URL: null, API_TESTS_COMPILED: '1' } },
  { name: 'build', command: 'npm run build' },
  // After the build, which is the start of the run's longest chain (build, then e2e): beside it they
  // only slowed it, and they are short.
  { name: 'lint', command: 'npm run lint', after: ['build'] },
  { name: 'typecheck', command: 'npm run typecheck', after: ['build'] },
  { name: 'unit', command: 'npm run test:unit', after: ['build'] },
  { name: 'e2e', command: 'npm test -w e2e', after: ['build'], needs: ['build'] },
  { name: 'scripts', command: 'npm run test:scripts', after: ['build'], needs: ['build'] },
  ...(options.postgres
    ? [
        {
          name: 'api-postgres',
          command: 'npm run test:api',
          env: { DATABASE_URL: options.postgres, API_TESTS_COMPILED: '1' },
          after: ['build'],
        },
      ]
    : []),
];

function parseArgs(args) {
  const parsed = { only: undefined, postgres: undefined };
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

/** Chromium for the e2e tests: installed with apt when we are root, else the one command to run. */
function checkMachine(steps) {
  if (!steps.some((step) => step.name === 'e2e') || existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
    console.log(`== ${CHROMIUM} is missing (the e2e tests drive it): installing Debian's chromium`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && existsSync(CHROMIUM)) return;
  }
  console.error(
    `The e2e tests need Chromium at ${CHROMIUM} and it is not there. Install it, then run npm test again:\n\n` +
      `    sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium or Chrome binary). No test was run.`,
  );
  process.exit(1);
}

/**
 * The API suite runs compiled (api/scripts/compile-tests.mjs): compiled once here, so that its two
 * passes, which run side by side, never rewrite the tree under each other.
 */
function compileApiTests(steps) {
  if (!steps.some((step) => step.env?.API_TESTS_COMPILED)) return;
  const compiled = spawnSync(process.execPath, ['api/scripts/compile-tests.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (compiled.status !== 0) {
    console.error('Compiling the API suite failed: no test was run.');
    process.exit(1);
  }
}

function elapsed(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}

/** The environment plus the step's own variables; null removes one (DATABASE_URL for PGlite). */
function stepEnv(step) {
  const env = { ...process.env, FORCE_COLOR: '0' };
  for (const [key, value] of Object.entries(step.env ?? {})) {
    if (value === null) delete env[key];
    else env[key] = value;
  }
  return env;
}

/** Runs one step with its output in its log file; resolves with its result. */
function runStep(step) {
  const logFile = path.join(LOG_DIR, `${step.name}.log`);
  const log = createWriteStream(logFile);
  const started = Date.now();
  console.log(`▶ ${step.name}: ${step.command}`);
  return new Promise((resolve) => {
    const cpuFile = path.join(LOG_DIR, `${step.name}.cpu`);
    // GNU time, where the machine has it, writes the CPU the step used (with all its processes) to cpuFile.
    const [file, args] = existsSync(GNU_TIME)
      ? [GNU_TIME, ['-f', '%U %S', '-o', cpuFile, 'sh', '-c', step.command]]
      : ['sh', ['-c', step.command]];
    const child = spawn(file, args, {
      cwd: ROOT,
      env: stepEnv(step),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code, signal) => {
      log.end(() => {
        const result = { ...step, ok: code === 0, code: code ?? signal, ms: Date.now() - started, cpuMs: cpuUsed(cpuFile), logFile };
        console.log(`${result.ok ? '✔' : '✘'} ${step.name} ${result.ok ? 'passed' : `FAILED (${result.code})`} in ${elapsed(result.ms)}`);
        if (!result.ok) printTail(result);
        resolve(result);
      });
    });
  });
}

/** The CPU time GNU time recorded for a step (user + system), or undefined without it. */
function cpuUsed(cpuFile) {
  if (!existsSync(cpuFile)) return undefined;
  const times = readFileSync(cpuFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  return times.length === 2 && times.every(Number.isFinite) ? (times[0] + times[1]) * 1000 : undefined;
}

function printTail({ name, logFile }) {
  const lines = readFileSync(logFile, 'utf8').split('\n');
  const shown = lines.slice(-FAILED_OUTPUT_LINES);
  console.log(`──── ${name}: ${shown.length < lines.length ? `last ${shown.length} lines of ` : ''}${path.relative(ROOT, logFile)}`);
  console.log(shown.join('\n'));
  console.log(`──── end of ${name}`);
}

/** Starts every step as soon as the steps it comes after (among those selected) have ended. */
async function runAll(steps) {
  const running = new Set(steps.map((step) => step.name));
  const heartbeat = setInterval(() => console.log(`… still running or waiting: ${[...running].join(', ')}`), HEARTBEAT_MS);
  const results = new Map();
  const start = async (step) => {
    await undefined; // every step's promise is registered before any looks up another's
    const before = await Promise.all((step.after ?? []).filter((name) => results.has(name)).map((name) => results.get(name)));
    const failed = before.filter((r) => !r.ok && (step.needs ?? []).includes(r.name)).map((r) => r.name);
    const result = failed.length ? { ...step, ok: false, code: `skipped: ${failed.join(', ')} failed`, ms: 0 } : await runStep(step);
    running.delete(step.name);
    return result;
  };
  for (const step of steps) results.set(step.name, start(step));
  const all = await Promise.all(steps.map((step) => results.get(step.name)));
  clearInterval(heartbeat);
  return all;
}

function summarize(results, started) {
  console.log('\n== npm test: summary');
  for (const r of results) {
    const cpu = r.cpuMs === undefined ? '' : ` (CPU ${elapsed(r.cpuMs)})`;
    console.log(
      `  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(13)} ${elapsed(r.ms).padStart(6)}${cpu.padEnd(14)}${r.ok ? '' : `  FAILED (${r.code})`}`,
    );
  }
  const failed = results.filter((r) => !r.ok);
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
mkdirSync(LOG_DIR, { recursive: true });
const started = Date.now();
compileApiTests(selected);
const results = await runAll(selected);
process.exit(summarize(results, started) ? 0 : 1);
