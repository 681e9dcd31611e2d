// `npm run bench` (first part): what home's and a product page's JavaScript cost a first-time
// visitor before the page is interactive (the `storefront:interactive` mark), measured in real
// chromium loads of `npm start`'s server: every JavaScript file fetched, its raw and gzip bytes and
// the bytes that went over the wire (the server sends the build's brotli copies to a browser that
// accepts br), grouped by package, and how many elements its hydrated roots hold (home's budget:
// 150, docs/islands.md); then what the cart, auth and account remotes' entry files cost
// when their drawer, modal or page first opens. Medians of BENCH_RUNS cold loads (3).
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { shopperContext } from '../support/shopper.ts';
import { kb, median, reportBudgets, runsOr, runBench } from './budgets.ts';
import { benchPages } from './bench-pages.ts';

const RUNS = runsOr(3);
const VIEWPORT = { width: 1366, height: 900 };

interface ScriptFile {
  path: string;
  raw: number;
  /** gzip at zlib's default level, the figure the budgets have always used (comparable over time). */
  gzip: number;
  /**
   * The response body as it crossed the network (brotli, gzip or identity, whatever the server chose),
   * from the browser's own count of encoded bytes. Response headers are counted apart: they are
   * not what the build controls.
   */
  wire: number;
  headers: number;
  encoding: string;
}

/**
 * The home page's budget: what a first visit may cost, and which remotes must not load for it (the
 * cart, account and auth remotes load when their page or modal opens).
 */
const BUDGET = {
  /** A page's JavaScript before it is interactive, gzip (docs/islands.md): js-breakdown.ts says what the bytes are. */
  gzipBytes: { home: 130 * 1024, product: 140 * 1024 } as Record<string, number>,
  files: 22,
  /** Elements under the page's hydrated roots (every island's, whenever it wakes), home only. */
  hydratedElements: { home: 150 } as Record<string, number>,
  notLoaded: ['mfe-cart', 'mfe-account', 'mfe-auth'],
  /** Each remote's remoteEntry.js, gzip, when its drawer, modal or page first opens. */
  remoteEntryGzipBytes: 15 * 1024,
};

function packageOf(path: string): string {
  const remote = /^\/remotes\/([^/]+)\//.exec(path);
  return remote ? `mfe-${remote[1]}` : 'shell';
}

const sum = (files: readonly ScriptFile[], key: 'raw' | 'gzip' | 'wire' | 'headers') => files.reduce((s, f) => s + f[key], 0);

/**
 * Starts recording every script the page fetches; the returned function answers them once the
 * caller has waited for the network to settle.
 */
function recordScripts(page: Page): () => Promise<ScriptFile[]> {
  const pending: Promise<ScriptFile | null>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    pending.push(
      Promise.all([response.body(), request.sizes()]).then(
        ([body, sizes]) => ({
          path: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body).length,
          wire: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        }),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(pending)).filter((f): f is ScriptFile => f !== null);
}

/** The shell's performance mark when a page is interactive (`markInteractive`, shell/src/app/hydration.tsx). */
const INTERACTIVE_MARK = 'storefront:interactive';

interface PageRun {
  /** What the page needed to be interactive: every script requested before it was. */
  own: ScriptFile[];
  /** Fetched after: islands that wake later, and what is fetched ahead for the next click. */
  later: ScriptFile[];
  /** Elements React hydrates: those in the islands on a page of islands, else the whole of #root. */
  hydratedElements: number;
}

/** One cold load of a page (a fresh context has an empty cache). */
async function pageRun(browser: Browser, url: string): Promise<PageRun> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('contentinfo').waitFor({ timeout: 15_000 });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK, { timeout: 30_000 });
    const timing = await page.evaluate(
      (mark) => ({
        interactiveAt: performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY,
        starts: performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
      }),
      INTERACTIVE_MARK,
    );
    const hydratedElements = await page.evaluate(() =>
      document.getElementById('root')?.hasAttribute('data-islands')
        ? document.querySelectorAll('sf-island[data-island] *').length
        : document.querySelectorAll('#root *').length,
    );
    const startOf = new Map(timing.starts);
    const all = await scripts();
    const early = (file: ScriptFile) => (startOf.get(file.path) ?? 0) < timing.interactiveAt;
    return { own: all.filter(early), later: all.filter((file) => !early(file)), hydratedElements };
  } finally {
    await context.close();
  }
}

interface RemoteOpen {
  remote: 'cart' | 'auth' | 'account';
  /** How a shopper first opens it, for the table. */
  trigger: string;
  signedIn: boolean;
  open: (page: Page, url: string) => Promise<void>;
}

const homeThen = async (page: Page, url: string) => {
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('contentinfo').waitFor({ timeout: 15_000 });
};

const REMOTE_OPENS: RemoteOpen[] = [
  {
    remote: 'cart',
    trigger: "header's cart button",
    signedIn: false,
    open: async (page, url) => {
      await homeThen(page, url);
      await page.getByRole('banner').getByRole('button', { name: 'Cart' }).click();
      await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor({ timeout: 15_000 });
    },
  },
  {
    remote: 'auth',
    trigger: "header's Login button",
    signedIn: false,
    open: async (page, url) => {
      await homeThen(page, url);
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      await page.getByRole('dialog', { name: 'Login' }).waitFor({ timeout: 15_000 });
    },
  },
  {
    remote: 'account',
    trigger: '/dashboard, signed in',
    signedIn: true,
    open: async (page, url) => {
      // Not 'networkidle': a signed-in page holds its live-update stream open (docs/live-updates.md).
      await page.goto(`${url}/dashboard`);
      await page.getByRole('main').getByText('Hello, Demo Customer!').waitFor({ timeout: 15_000 });
    },
  },
];

interface RemoteOpenRow {
  entryGzip: number;
  entryWire: number;
  /** All of the remote's JavaScript that this first opening fetched, the entry included. */
  allGzip: number;
  allWire: number;
  files: number;
}

/**
 * One first opening in a fresh context: the remote's files are those under /remotes/<name>/,
 * recorded from the first request on, so an entry fetched ahead of the click (a prefetch) counts
 * too. NaN when the entry was never fetched, which the budget check reports.
 */
async function remoteOpenRun(browser: Browser, server: RunningServer, spec: RemoteOpen): Promise<RemoteOpenRow> {
  const context = spec.signedIn ? await shopperContext(browser, server, VIEWPORT) : await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await spec.open(page, server.url);
    await settled(page, spec.signedIn);
    const files = (await scripts()).filter((f) => f.path.startsWith(`/remotes/${spec.remote}/`));
    const entry = files.find((f) => f.path.endsWith('/remoteEntry.js'));
    return {
      entryGzip: entry?.gzip ?? Number.NaN,
      entryWire: entry?.wire ?? Number.NaN,
      allGzip: sum(files, 'gzip'),
      allWire: sum(files, 'wire'),
      files: files.length,
    };
  } finally {
    await context.close();
  }
}

/**
 * Until the opening's requests are over. A guest's page goes quiet ('networkidle'); a signed-in
 * page never does, its live-update stream stays open: there, the page's idle mark and a quiet second
 * after it (the idle prefetches start one piece per idle period).
 */
async function settled(page: Page, signedIn: boolean): Promise<void> {
  if (!signedIn) return page.waitForLoadState('networkidle');
  await page.waitForFunction(() => performance.getEntriesByName('storefront:idle-prefetch').length > 0, undefined, { timeout: 30_000 });
  await page.waitForTimeout(1500);
}

/** The run whose wire total is the median one: its files are the ones listed. */
function medianRun(runs: ScriptFile[][]): ScriptFile[] {
  return [...runs].sort((a, b) => sum(a, 'wire') - sum(b, 'wire'))[Math.floor((runs.length - 1) / 2)]!;
}

interface PageTotals {
  files: number;
  raw: number;
  gzip: number;
  wire: number;
  headers: number;
}

function totalsOf(runs: readonly ScriptFile[][]): PageTotals {
  return {
    files: median(runs.map((r) => r.length)),
    raw: median(runs.map((r) => sum(r, 'raw'))),
    gzip: median(runs.map((r) => sum(r, 'gzip'))),
    wire: median(runs.map((r) => sum(r, 'wire'))),
    headers: median(runs.map((r) => sum(r, 'headers'))),
  };
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const pages = (await benchPages(server.url)).filter(([name]) => name in BUDGET.gzipBytes);
    const measured: { name: string; own: ScriptFile[][]; totals: PageTotals; later: number; hydrated: number }[] = [];
    for (const [name, path] of pages) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await pageRun(browser, `${server.url}${path}`));
      const own = runs.map((run) => run.own);
      measured.push({
        name,
        own,
        totals: totalsOf(own),
        later: median(runs.map((run) => sum(run.later, 'gzip'))),
        hydrated: median(runs.map((run) => run.hydratedElements)),
      });
    }

    for (const { name, own, totals, later, hydrated } of measured) {
      const files = medianRun(own);
      console.log(`\n${name}, first load (cold cache), JavaScript fetched before it is interactive (the median of ${RUNS} loads):\n`);
      console.log(`  ${'file'.padEnd(60)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'wire'.padStart(10)}`);
      for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
        console.log(
          `  ${file.path.padEnd(60)} ${kb(file.raw).padStart(10)} ${kb(file.gzip).padStart(10)} ${kb(file.wire).padStart(10)} ${file.encoding}`,
        );
      }
      const byPackage = new Map<string, ScriptFile[]>();
      for (const file of files) byPackage.set(packageOf(file.path), [...(byPackage.get(packageOf(file.path)) ?? []), file]);
      console.log('\nBy package:');
      for (const [pkg, list] of byPackage) {
        console.log(
          `  ${pkg.padEnd(14)} ${String(list.length).padStart(3)} files ${kb(sum(list, 'raw')).padStart(10)} ${kb(sum(list, 'gzip')).padStart(10)} gzip ${kb(sum(list, 'wire')).padStart(10)} wire`,
        );
      }
      console.log(
        `\nTotal (medians): ${totals.files} files, ${kb(totals.raw)} raw, ${kb(totals.gzip)} gzip, ` +
          `${kb(totals.wire)} over the wire (${kb(totals.wire + totals.headers)} with response headers)`,
      );
      console.log(`Then, after it is interactive (islands that wake later, what is fetched ahead): ${kb(later)} gzip`);
      console.log(`Elements hydrated (every island, whenever it wakes): ${hydrated}`);
    }

    const opens: { spec: RemoteOpen; row: RemoteOpenRow }[] = [];
    for (const spec of REMOTE_OPENS) {
      const runs: RemoteOpenRow[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await remoteOpenRun(browser, server, spec));
      const row = {} as RemoteOpenRow;
      for (const key of Object.keys(runs[0]!) as (keyof RemoteOpenRow)[]) row[key] = median(runs.map((r) => r[key]));
      opens.push({ spec, row });
    }
    console.log(`\nRemotes on first open (cold cache, median of ${RUNS}):\n`);
    console.log('| remote | opened by | remoteEntry.js gzip | remoteEntry.js wire | budget (gzip) | all its JS: files | gzip | wire |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { spec, row } of opens) {
      console.log(
        `| mfe-${spec.remote} | ${spec.trigger} | ${kb(row.entryGzip)} | ${kb(row.entryWire)} | ≤ ${kb(BUDGET.remoteEntryGzipBytes)} | ${row.files} | ${kb(row.allGzip)} | ${kb(row.allWire)} |`,
      );
    }

    const missed: string[] = [];
    for (const { name, own, totals, hydrated } of measured) {
      const budget = BUDGET.gzipBytes[name]!;
      const elements = BUDGET.hydratedElements[name];
      if (elements !== undefined && hydrated > elements) missed.push(`${name} elements hydrated ${hydrated} > ${elements}`);
      if (totals.gzip > budget) missed.push(`${name} JavaScript before interactive ${kb(totals.gzip)} gzip > ${kb(budget)}`);
      if (totals.files > BUDGET.files) missed.push(`${name} JavaScript ${totals.files} files > ${BUDGET.files}`);
      for (const remote of BUDGET.notLoaded) {
        const loads = own.filter((run) => run.some((f) => packageOf(f.path) === remote)).length;
        if (loads) missed.push(`${remote} loaded before ${name} is interactive (${loads} of ${RUNS} loads)`);
      }
    }
    for (const { spec, row } of opens) {
      if (Number.isNaN(row.entryGzip)) missed.push(`mfe-${spec.remote}: no remoteEntry.js fetched when its ${spec.trigger} opened`);
      else if (row.entryGzip > BUDGET.remoteEntryGzipBytes) {
        missed.push(`mfe-${spec.remote} remoteEntry.js ${kb(row.entryGzip)} gzip > ${kb(BUDGET.remoteEntryGzipBytes)}`);
      }
    }
    reportBudgets(missed, 'First load');
  } finally {
    await browser.close();
    await server.stop();
  }
}

runBench(main);
