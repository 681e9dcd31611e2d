// `npm run bench` (last part), `npm run bench:cpu -w e2e`: what the main thread does before a page
// answers taps, on the slow phone (phone-profile.ts: 4× CPU, 400 ms round trips, 500 kbps). The
// Lighthouse bench says how much blocking time there is; this one says whose it is, from a CPU
// profile.
//
// For home, /products, a product and a shop (BENCH_PAGES picks some, bench-pages.ts) it loads the page cold BENCH_RUNS (3) times with V8's
// sampling profiler running (CDP Profiler, a sample a millisecond) from before the navigation until
// `<html data-interactive>` (hydrated). The run whose interactive time is the median is the one
// analysed. Each sample's time goes to the function on top of the stack (self time), and the
// function to its place in our build: its script's source map names the source file, hence the
// package (bundle-sources.ts, as js-breakdown.ts groups bytes). V8's own entries are kept apart:
// `(program)` is the browser's native work outside JavaScript (parsing the HTML, style, layout,
// paint), `(garbage collector)` is GC; `(idle)` is time the thread waited (the network).
//
// V8's `(program)` is everything the renderer does outside JavaScript, so the same load is traced
// too (chromium's devtools.timeline, as DevTools' Performance panel records it): the main thread's
// tasks split by the step of the browser they ran (compiling and running scripts, parsing the HTML,
// style, layout, paint), each task's time given to the top-level steps inside it.
//
// Beside them, the page's long tasks up to interactive (PerformanceObserver 'longtask'): their
// count and their blocking time (each task's time over 50 ms, as TBT counts it).
//
// Prints, per page, the time by group and the functions with the most self time, and writes every
// run to e2e/.artifacts/main-thread.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { launchBrowser } from '../support/browser.ts';
import { ARTIFACTS } from '../support/paths.ts';
import { startServer } from '../support/server.ts';
import { benchPages, interactiveAt } from './bench-pages.ts';
import { median, runsOr } from './budgets.ts';
import { RUNTIME, diskFileOf, displaySource, groupOf } from './bundle-sources.ts';
import { PHONE_CONTEXT, SLOW_PHONE_THROTTLING, throttleLikePhone } from './phone-profile.ts';

const RUNS = runsOr(3);
const OUTPUT = join(ARTIFACTS, 'main-thread.json');
/** Microseconds between two samples. */
const SAMPLING_INTERVAL_US = 1000;

const BROWSER_WORK = '[browser: compile, HTML, style, layout, paint]';
const GARBAGE_COLLECTION = '[garbage collection]';
const OTHER_SCRIPT = '[scripts outside the build]';
/** A native function with no script of its own: appendChild, setTimeout, fetch... */
const WEB_API = '[web APIs the scripts call: DOM, timers, fetch]';
const IDLE = '(idle)';

/** The CDP profile's shape (Profiler.stop), the fields read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

interface LongTasks {
  count: number;
  blockingMs: number;
}

interface ProbeWindow {
  __benchLongTasks: { start: number; duration: number }[];
}

interface Attributed {
  group: string;
  /** The source file (or V8's name for its own work). */
  source: string;
  functionName: string;
  selfMs: number;
}

/** The steps of the browser a main-thread task's time is split into (trace event names). */
const STEPS: [string, string[]][] = [
  ['compile and run scripts', ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'v8.produceCache']],
  [
    'JavaScript callbacks (events, timers, messages, promises)',
    [
      'FunctionCall',
      'TimerFire',
      'EventDispatch',
      'RunMicrotasks',
      'FireAnimationFrame',
      'FireIdleCallback',
      'V8.Execute',
      'v8.callFunction',
      'v8.run',
    ],
  ],
  ['parse HTML', ['ParseHTML']],
  ['style', ['UpdateLayoutTree', 'ParseAuthorStyleSheet']],
  ['layout', ['Layout', 'IntersectionObserverController::computeIntersections']],
  ['paint and composite', ['PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer', 'CompositeLayers']],
  ['garbage collection', ['MajorGC', 'MinorGC', 'V8.GCFinalizeMC', 'BlinkGC.AtomicPhase']],
];
const TASK = 'RunTask';
const OTHER_STEP = 'other work of the tasks (loading, network; no finer trace event)';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * The renderer main thread's task time (the trace stops as the page is seen interactive), by step:
 * each task's top-level events (not nested in another of the same task) count for their step; what
 * no event covers is 'other'.
 */
function stepsOf(events: TraceEvent[]): Record<string, number> {
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const stepOf = new Map(STEPS.flatMap(([step, names]) => names.map((name) => [name, step] as const)));
  const totals: Record<string, number> = {};
  const add = (step: string, us: number) => (totals[step] = (totals[step] ?? 0) + us / 1000);
  const timed = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && mainThreads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let taskEnd = 0;
  let covered = 0;
  let childEnd = 0;
  let taskDur = 0;
  const closeTask = () => {
    if (taskDur > 0) add(OTHER_STEP, Math.max(0, taskDur - covered));
    taskDur = 0;
  };
  for (const event of timed) {
    if (event.name === TASK && event.ts >= taskEnd) {
      closeTask();
      taskEnd = event.ts + event.dur!;
      taskDur = event.dur!;
      covered = 0;
      childEnd = event.ts;
      continue;
    }
    if (event.ts >= taskEnd || event.ts < childEnd) continue;
    const step = stepOf.get(event.name);
    if (!step) continue;
    const end = Math.min(event.ts + event.dur!, taskEnd);
    add(step, end - event.ts);
    covered += end - event.ts;
    childEnd = end;
  }
  closeTask();
  return totals;
}

interface Run {
  interactiveMs: number;
  /** The main thread's task time by the browser's step (the trace). */
  steps: Record<string, number>;
  busyMs: number;
  idleMs: number;
  longTasks: LongTasks;
  byGroup: Record<string, number>;
  functions: Attributed[];
}

/** Runs in the page before its scripts: every long task, from the first one on. */
function watchLongTasks(): void {
  const probe = window as unknown as ProbeWindow;
  probe.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

interface ScriptMap {
  consumer: SourceMapConsumer;
  /** The map's sources as webpack wrote them, by index. */
  sources: string[];
  packageDir: string;
}

/** Source maps of the scripts served from the build, read once per file. */
const maps = new Map<string, ScriptMap | undefined>();

/**
 * The consumer resolves the map's sources as URLs, which folds `webpack://shell/../x` into
 * `webpack://shell/x` and loses which package a source is from: it gets the sources as their
 * indexes, and the names are looked up in the map itself (as js-breakdown.ts does).
 */
function mapOf(url: string): ScriptMap | undefined {
  if (maps.has(url)) return maps.get(url);
  let found: ScriptMap | undefined;
  const onDisk = diskFileOf(new URL(url).pathname);
  if (onDisk) {
    try {
      const raw = JSON.parse(readFileSync(`${onDisk.file}.map`, 'utf8')) as RawSourceMap;
      const sources = raw.sources.map((source) => `${raw.sourceRoot ?? ''}${source}`);
      const indexed = { ...raw, sources: sources.map((_, i) => String(i)), sourceRoot: '', sourcesContent: undefined };
      found = { consumer: new SourceMapConsumer(indexed), sources, packageDir: dirname(onDisk.mount.dir) };
    } catch {
      found = undefined;
    }
  }
  maps.set(url, found);
  return found;
}

/** Where a profile node's function is: V8's own work, a source of our build, or another script. */
function attribute(frame: CpuProfile['nodes'][number]['callFrame'], origin: string): Omit<Attributed, 'selfMs'> {
  const { functionName, url, lineNumber, columnNumber } = frame;
  if (functionName === '(program)') return { group: BROWSER_WORK, source: functionName, functionName };
  if (functionName === '(garbage collector)') return { group: GARBAGE_COLLECTION, source: functionName, functionName };
  if (functionName === '(idle)') return { group: IDLE, source: functionName, functionName };
  const name = functionName || '(anonymous)';
  if (!url) return { group: WEB_API, source: '(native)', functionName: name };
  if (!url.startsWith(origin)) return { group: OTHER_SCRIPT, source: url, functionName: name };
  const map = mapOf(url);
  if (!map) return { group: OTHER_SCRIPT, source: new URL(url).pathname, functionName: name };
  const position = map.consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  const source = position.source === null ? undefined : map.sources[Number(position.source)];
  if (!source) return { group: RUNTIME, source: new URL(url).pathname, functionName: name };
  return {
    group: groupOf(source, map.packageDir),
    source: displaySource(source, map.packageDir),
    functionName: position.name ?? name,
  };
}

/** Self time per function of a profile, attributed, busiest first. */
function selfTimes(profile: CpuProfile, origin: string): Attributed[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // A sample's time is the gap to the next one.
  for (let i = 0; i < samples.length; i += 1) {
    const gap = deltas[i + 1] ?? 0;
    selfUs.set(samples[i]!, (selfUs.get(samples[i]!) ?? 0) + gap);
  }
  const merged = new Map<string, Attributed>();
  for (const [id, us] of selfUs) {
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === '(root)') continue;
    const where = attribute(node.callFrame, origin);
    const key = `${where.group}\u0000${where.source}\u0000${where.functionName}`;
    const entry = merged.get(key) ?? { ...where, selfMs: 0 };
    entry.selfMs += us / 1000;
    merged.set(key, entry);
  }
  return [...merged.values()].sort((a, b) => b.selfMs - a.selfMs);
}

/** One cold load on the slow phone, profiled until the page is interactive. */
async function profiledLoad(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    await throttleLikePhone(context, page, SLOW_PHONE_THROTTLING);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const interactiveMs = await interactiveAt(page);
    // The trace first: handing the profile over is a task of the page's main thread.
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const tasks = await page.evaluate(() => (window as unknown as ProbeWindow).__benchLongTasks);
    const early = tasks.filter((task) => task.start < interactiveMs);
    const functions = selfTimes(profile, new URL(url).origin);
    const byGroup: Record<string, number> = {};
    for (const f of functions) byGroup[f.group] = (byGroup[f.group] ?? 0) + f.selfMs;
    const idleMs = byGroup[IDLE] ?? 0;
    delete byGroup[IDLE];
    return {
      interactiveMs,
      steps: stepsOf(trace.traceEvents),
      busyMs: Object.values(byGroup).reduce((sum, ms) => sum + ms, 0),
      idleMs,
      longTasks: { count: early.length, blockingMs: early.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0) },
      byGroup,
      functions: functions.filter((f) => f.group !== IDLE),
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

function printRun(name: string, run: Run): void {
  console.log(
    `\n### ${name}: interactive at ${(run.interactiveMs / 1000).toFixed(2)} s on the slow phone; main thread busy ${ms(run.busyMs)} ` +
      `(idle ${ms(run.idleMs)}); ${run.longTasks.count} long tasks, ${ms(run.longTasks.blockingMs)} of blocking time\n`,
  );
  const taskMs = Object.values(run.steps).reduce((sum, time) => sum + time, 0);
  console.log(`Main-thread tasks ${ms(taskMs)}, by the browser's step (trace):\n`);
  console.log('| step | time | share |\n|---|---:|---:|');
  for (const [step, time] of Object.entries(run.steps).sort((a, b) => b[1] - a[1])) {
    console.log(`| ${step} | ${ms(time)} | ${((100 * time) / taskMs).toFixed(1)}% |`);
  }
  console.log(`\nSelf time by package (CPU profile; ${BROWSER_WORK} is V8's "(program)", the steps above outside JavaScript):\n`);
  console.log('| group | self time | share of busy |\n|---|---:|---:|');
  for (const [group, time] of Object.entries(run.byGroup)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 14)) {
    console.log(`| ${group} | ${ms(time)} | ${((100 * time) / run.busyMs).toFixed(1)}% |`);
  }
  console.log('\n| function | source | self time |\n|---|---|---:|');
  for (const f of run.functions.filter((x) => !x.group.startsWith('[')).slice(0, 12)) {
    console.log(`| ${f.functionName} | ${f.source} | ${ms(f.selfMs)} |`);
  }
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const pages = await benchPages(server.url);
    // The server renders each page once before it is measured (its remotes load on first use).
    for (const [, path] of pages) await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } });

    const report: Record<string, { median: Run; runs: Omit<Run, 'functions'>[] }> = {};
    console.log(
      `\nMain thread until interactive, slow phone, CPU profile of the median of ${RUNS} cold loads (${new Date().toISOString().slice(0, 10)}):`,
    );
    for (const [name, path] of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await profiledLoad(browser, `${server.url}${path}`));
      const middle = median(runs.map((run) => run.interactiveMs));
      const chosen = runs.reduce((best, run) =>
        Math.abs(run.interactiveMs - middle) < Math.abs(best.interactiveMs - middle) ? run : best,
      );
      printRun(name, chosen);
      report[name] = {
        median: { ...chosen, functions: chosen.functions.slice(0, 200) },
        runs: runs.map(({ functions: _, ...rest }) => rest),
      };
    }
    writeFileSync(OUTPUT, `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, pages: report }, null, 2)}\n`);
    console.log(`\nEvery run, and the 200 busiest functions of each analysed one: ${OUTPUT.replace(/^.*\/e2e\//, 'e2e/')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
