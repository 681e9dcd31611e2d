// `npm run bench` (sixth part), `npm run bench:field-data -w e2e`: whether the field-data report
// costs the shopper a long task (docs/field-data.md, budget: none added). Its code (web-vitals and
// the report) is a chunk of its own that loads once the page is shown and the browser idle;
// js-breakdown.ts counts the bytes the error reports add before that. Long tasks after the idle mark
// come from every idle prefetch (the cart drawer's remote, the mega-menu, the linked pages' code),
// so the report is measured by difference: home is loaded cold on the phone (phone-profile.ts: 4×
// CPU, 150 ms round trips) from two servers, one measuring every page view and one none
// (VITALS_SAMPLE_RATE=0), alternately, BENCH_RUNS (5) times each, with the browser's long-task entries
// observed from the first script on. What counts: the long tasks (over 50 ms) that start within 3 s
// of the idle mark, their number and total time, with and without the report (medians).
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startServer } from '../support/server.ts';
import { median, reportBudgets, runsOr, runBench } from './budgets.ts';
import { diskFileOf } from './bundle-sources.ts';
import { PHONE_CONTEXT, throttleLikePhone } from './phone-profile.ts';

const RUNS = runsOr(5);
/** After the idle mark: when the idle prefetches and the report's chunk load and run. */
const WINDOW_MS = 3000;
const CHUNK = /\/field-data\.[^/]+\.js$/;

interface LongTask {
  start: number;
  duration: number;
}

interface Run {
  idleAt: number;
  /** The report's chunk, when this page view is measured. */
  chunk: { path: string; responseEnd: number; wire: number } | undefined;
  longTasks: LongTask[];
}

declare global {
  interface Window {
    benchLongTasks?: LongTask[];
  }
}

/** Runs in the document before its scripts: every long task of the page, from the start. */
function observeLongTasks(): void {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks?.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function coldHome(browser: Browser, url: string, measured: boolean): Promise<Run> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await throttleLikePhone(context, page);
    await page.addInitScript(observeLongTasks);
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('storefront:idle-prefetch').length > 0, undefined, {
      timeout: 60_000,
      polling: 200,
    });
    await page.waitForTimeout(WINDOW_MS + 1000);
    const run = await page.evaluate((pattern) => {
      const chunk = performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name)) as
        PerformanceResourceTiming | undefined;
      return {
        idleAt: performance.getEntriesByName('storefront:idle-prefetch')[0]!.startTime,
        chunk: chunk && { path: new URL(chunk.name).pathname, responseEnd: chunk.responseEnd, wire: chunk.encodedBodySize },
        longTasks: window.benchLongTasks ?? [],
      };
    }, CHUNK.source);
    if (measured !== !!run.chunk) throw new Error(`${url}: the report's chunk was ${run.chunk ? '' : 'not '}loaded.`);
    return run;
  } finally {
    await context.close();
  }
}

/** The long tasks that start within the window after the idle mark: how many, and their total time. */
function afterIdle(run: Run): { count: number; total: number } {
  const tasks = run.longTasks.filter((task) => task.start >= run.idleAt && task.start <= run.idleAt + WINDOW_MS);
  return { count: tasks.length, total: tasks.reduce((sum, task) => sum + task.duration, 0) };
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const [withReport, without, browser] = await Promise.all([startServer(), startServer({ VITALS_SAMPLE_RATE: '0' }), launchBrowser()]);
  try {
    const runs = { with: [] as Run[], without: [] as Run[] };
    for (let i = 0; i < RUNS; i += 1) {
      runs.with.push(await coldHome(browser, `${withReport.url}/`, true));
      runs.without.push(await coldHome(browser, `${without.url}/`, false));
    }
    console.log(`\n### The field-data report on a phone (home, cold, ${RUNS} runs each, alternately)\n`);
    console.log(`Long tasks starting within ${WINDOW_MS / 1000} s of the idle mark (count, total time), run by run:\n`);
    console.log('| page views | runs | median count | median total |');
    console.log('|---|---|---:|---:|');
    const summary = (rows: Run[]) => rows.map(afterIdle);
    for (const [name, rows] of [
      ['measured (VITALS_SAMPLE_RATE=1)', runs.with],
      ['not measured (VITALS_SAMPLE_RATE=0)', runs.without],
    ] as const) {
      const figures = summary(rows);
      console.log(
        `| ${name} | ${figures.map((f) => `${f.count} (${ms(f.total)})`).join(', ')} | ${median(figures.map((f) => f.count))} | ` +
          `${ms(median(figures.map((f) => f.total)))} |`,
      );
    }
    const chunk = runs.with[0]!.chunk!;
    const file = diskFileOf(chunk.path)?.file;
    const gzip = file ? gzipSync(readFileSync(file)).length : Number.NaN;
    console.log(
      `\nThe report's chunk (${chunk.path}): ${(gzip / 1024).toFixed(1)} KB gzip, ${(chunk.wire / 1024).toFixed(1)} KB over the wire, ` +
        `arriving ${ms(median(runs.with.map((run) => run.chunk!.responseEnd - run.idleAt)))} after the idle mark (median).`,
    );
    const added = median(summary(runs.with).map((f) => f.count)) - median(summary(runs.without).map((f) => f.count));
    reportBudgets(added > 0 ? [`the report adds ${added} long task(s) after the idle mark (medians)`] : [], 'Field-data report');
  } finally {
    await browser.close();
    await Promise.all([withReport.stop(), without.stop()]);
  }
}

runBench(main);
