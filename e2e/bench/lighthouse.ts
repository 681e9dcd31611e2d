// `npm run bench` (second part): how the store feels on a phone. Lighthouse 12.8.2 (the newest that
// runs on Node 20) on Debian's chromium with its mobile preset, median of 3 runs, for home, /products,
// a product and a shop page, each run beside the page's own floor (the same page with every script
// blocked: what the browser's work on our HTML and CSS alone costs, on the machine as loaded as it is
// for that run); then FCP and LCP under the throttled phone profile of phone-profile.ts (4× CPU,
// 150 ms RTT, 1.6 Mbps down, 750 kbps up), and when the page becomes interactive on the slow phone
// (4× CPU, 400 ms RTT, 500 kbps). Prints a Markdown table for the README and checks the budgets of
// docs/performance.md; BENCH_STRICT=1 makes a missed budget fail the run. BENCH_PAGES=home,shop
// measures only the pages named (bench-pages.ts).
import * as chromeLauncher from 'chrome-launcher';
import { launchBrowser } from '../support/browser.ts';
import { startServer } from '../support/server.ts';
import { benchPages, interactiveAt } from './bench-pages.ts';
import { medianRow, reportBudgets, runsOr } from './budgets.ts';
import { CHROME_FLAGS, isolateChromium, measuredRun, type LighthouseRow } from './lighthouse-run.ts';
import { PHONE_CONTEXT, SLOW_PHONE_THROTTLING, phonePage, throttleLikePhone } from './phone-profile.ts';

const RUNS = runsOr(3);

interface PhoneRow {
  fcp: number;
  lcp: number;
  /** On the slow phone: from navigation start to `<html data-interactive>` (hydrated). */
  interactive: number;
}

/**
 * Every page's budgets, on medians: the mobile preset's scores and metrics (Performance and TBT
 * included, as the main thread's work is what a phone feels) and the throttled profile's paints.
 */
const BUDGET = {
  performance: 95,
  seo: 100,
  accessibility: 100,
  lcp: 2500,
  tbt: 150,
  cls: 0.02,
  phoneFcp: 1200,
  phoneLcp: 2500,
  /** Performance at most this many points below the page's own floor (its scripts blocked). */
  performanceBelowFloor: 5,
  /** TBT at most this many times the floor's, plus tbtOverFloor. */
  tbtTimesFloor: 2,
  tbtOverFloor: 50,
  slowPhoneInteractive: 5000,
  /** Elements of the hydrated page, where a budget is set (home and a product: docs/performance.md, "Render less"). */
  elements: { home: 400, product: 250 } as Record<string, number>,
};

/** FCP and LCP of a cold load with the phone's CPU and network, read from the page's own timings. */
async function phoneRun(url: string): Promise<PhoneRow> {
  const browser = await launchBrowser();
  try {
    const { page } = await phonePage(browser);
    await page.addInitScript(() => {
      const timings = { fcp: 0, lcp: 0 };
      (window as unknown as { __timings: typeof timings }).__timings = timings;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') timings.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) timings.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(3000);
    // LCP stops at the first input; until then it is the largest paint so far.
    const paints = await page.evaluate(() => (window as unknown as { __timings: { fcp: number; lcp: number } }).__timings);
    return { ...paints, interactive: await slowPhoneInteractive(browser, url) };
  } finally {
    await browser.close();
  }
}

/** When a cold load on the slow phone is hydrated: `<html data-interactive>`, by the page's clock. */
async function slowPhoneInteractive(browser: Awaited<ReturnType<typeof launchBrowser>>, url: string): Promise<number> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await throttleLikePhone(context, page, SLOW_PHONE_THROTTLING);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    return await interactiveAt(page);
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kb = (value: number) => `${Math.round(value / 1024)} KB`;

async function main(): Promise<void> {
  isolateChromium();
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const pages = await benchPages(server.url);
    // A first request warms the server (its remotes load once); no page is measured cold on the server side.
    for (const [, path] of pages) await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } });

    const results: { name: string; lh: LighthouseRow; floor: LighthouseRow; phone: PhoneRow }[] = [];
    for (const [name, path] of pages) {
      const lhRuns: LighthouseRow[] = [];
      const floorRuns: LighthouseRow[] = [];
      // Run by run, page then floor: both see the machine as loaded as it is then.
      for (let i = 0; i < RUNS; i += 1) {
        lhRuns.push(await measuredRun(`${server.url}${path}`, chrome.port));
        floorRuns.push(await measuredRun(`${server.url}${path}`, chrome.port, true));
      }
      const phoneRuns: PhoneRow[] = [];
      for (let i = 0; i < RUNS; i += 1) phoneRuns.push(await phoneRun(`${server.url}${path}`));
      results.push({ name, lh: medianRow(lhRuns), floor: medianRow(floorRuns), phone: medianRow(phoneRuns) });
      console.error(`measured ${name}`);
    }

    console.log(`\nLighthouse 12.8.2, mobile preset, median of ${RUNS} (${new Date().toISOString().slice(0, 10)}):\n`);
    console.log(
      '| page | Perf (floor) | A11y | BP | SEO | FCP | LCP | TBT (floor) | CLS | bytes (JS) | requests | elements | phone FCP | phone LCP | slow phone interactive |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const { name, lh, floor, phone } of results) {
      console.log(
        `| ${name} | ${lh.performance} (${floor.performance}) | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${ms(lh.fcp)} | ${ms(lh.lcp)} | ${Math.round(lh.tbt)} ms (${Math.round(floor.tbt)} ms) | ${lh.cls.toFixed(3)} | ${kb(lh.bytes)} (${kb(lh.scriptBytes)}) | ${lh.requests} | ${lh.elements} | ${ms(phone.fcp)} | ${ms(phone.lcp)} | ${ms(phone.interactive)} |`,
      );
    }
    console.log('\n(floor: the same page with every script blocked, run by run beside it.)');
    const missed: string[] = [];
    for (const { name, lh, floor, phone } of results) {
      if (lh.performance < BUDGET.performance) missed.push(`${name}: Performance ${lh.performance} < ${BUDGET.performance}`);
      if (floor.performance - lh.performance > BUDGET.performanceBelowFloor)
        missed.push(
          `${name}: Performance ${lh.performance} is ${floor.performance - lh.performance} points below its floor ${floor.performance}`,
        );
      if (lh.tbt > BUDGET.tbtTimesFloor * floor.tbt + BUDGET.tbtOverFloor)
        missed.push(
          `${name}: TBT ${Math.round(lh.tbt)} ms > ${BUDGET.tbtTimesFloor}× its floor's ${Math.round(floor.tbt)} ms + ${BUDGET.tbtOverFloor} ms`,
        );
      if (phone.interactive > BUDGET.slowPhoneInteractive)
        missed.push(`${name}: interactive on the slow phone at ${ms(phone.interactive)} > ${ms(BUDGET.slowPhoneInteractive)}`);
      if (lh.seo < BUDGET.seo) missed.push(`${name}: SEO ${lh.seo} < ${BUDGET.seo}`);
      if (lh.accessibility < BUDGET.accessibility) missed.push(`${name}: Accessibility ${lh.accessibility} < ${BUDGET.accessibility}`);
      if (lh.lcp > BUDGET.lcp) missed.push(`${name}: LCP ${ms(lh.lcp)} > ${ms(BUDGET.lcp)}`);
      if (lh.tbt > BUDGET.tbt) missed.push(`${name}: TBT ${Math.round(lh.tbt)} ms > ${BUDGET.tbt} ms`);
      if (lh.cls > BUDGET.cls) missed.push(`${name}: CLS ${lh.cls.toFixed(3)} > ${BUDGET.cls}`);
      if (phone.fcp > BUDGET.phoneFcp) missed.push(`${name}: phone FCP ${ms(phone.fcp)} > ${ms(BUDGET.phoneFcp)}`);
      if (phone.lcp > BUDGET.phoneLcp) missed.push(`${name}: phone LCP ${ms(phone.lcp)} > ${ms(BUDGET.phoneLcp)}`);
      const elements = BUDGET.elements[name];
      if (elements !== undefined && lh.elements > elements) missed.push(`${name}: ${lh.elements} elements > ${elements}`);
    }
    console.log(
      `\nBudgets: Performance ≥ ${BUDGET.performance}, Accessibility ≥ ${BUDGET.accessibility}, SEO ≥ ${BUDGET.seo}, LCP ≤ ${ms(BUDGET.lcp)}, ` +
        `TBT ≤ ${BUDGET.tbt} ms, CLS ≤ ${BUDGET.cls}, phone FCP ≤ ${ms(BUDGET.phoneFcp)}, phone LCP ≤ ${ms(BUDGET.phoneLcp)}, ` +
        `Performance within ${BUDGET.performanceBelowFloor} points of the floor, TBT ≤ ${BUDGET.tbtTimesFloor}× the floor's + ${BUDGET.tbtOverFloor} ms, ` +
        `interactive on the slow phone ≤ ${ms(BUDGET.slowPhoneInteractive)}, elements ≤ ${BUDGET.elements.home} on home and ≤ ${BUDGET.elements.product} on a product.`,
    );
    reportBudgets(missed, 'Lighthouse');
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

await main();
