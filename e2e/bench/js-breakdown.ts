// `npm run bench` (fourth part), `npm run bench:js -w e2e`: what the JavaScript a page loads before it
// is interactive is made of. first-load.ts says how many bytes the home page fetches; this bench says
// which libraries and which of our own modules those bytes are, so that a budget miss points at what
// to cut or defer.
//
// For home and a product's details page it opens the page cold (a fresh context) in chromium, notes
// the moment the shell marks `<html data-interactive>` (hydration done) and takes every `.js` file
// whose response had ended by then, with its size over the wire (the compressed body as sent, from
// Resource Timing) and decoded. Each file is then read from the build on disk (the server's static
// mounts) and split by its source map into the source files its minified bytes came from
// (source-map-explorer), grouped by package: an npm package (`node_modules/<pkg>`), one of our
// workspace packages (`shell`, `shared-sdk`, `mfe-catalog`, ...), or webpack's runtime and bytes no
// source claims. gzip and wire bytes cannot be split by source (compression works across the whole
// file), so a group's gzip and wire bytes are estimates: its share of the file's minified bytes times
// the file's gzip (zlib's default level, first-load.ts's figure) or wire size. The same loads record
// V8's code coverage up to interactive, so each group also says how much of its code had run by then:
// a large group that barely ran is a candidate for a later chunk.
//
// Prints a Markdown table per page, the totals beside home's budgets (README, Performance), and writes
// everything (per file and per source file too) to e2e/.artifacts/js-breakdown.json. The page load
// whose wire total is the median of BENCH_RUNS (3) cold loads is the one analysed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { explore } from 'source-map-explorer';
import { launchBrowser } from '../support/browser.ts';
import { ARTIFACTS, ROOT } from '../support/paths.ts';
import { startServer } from '../support/server.ts';
import { median, reportBudgets, runsOr, runBench } from './budgets.ts';
import { diskFileOf, displaySource, groupOf } from './bundle-sources.ts';

const RUNS = runsOr(3);
const VIEWPORT = { width: 1366, height: 900 };
const OUTPUT = join(ARTIFACTS, 'js-breakdown.json');

/** Home's budgets for its JavaScript before it is interactive (README, Performance). */
const HOME_BUDGET = { gzipBytes: 160 * 1024, wireBytes: 140 * 1024 };

/**
 * The field data and error reports' modules that home loads before it is interactive (their own
 * files: the web-vitals chunk loads after the idle mark and is measured by field-data-tasks.ts), and
 * their budget (docs/field-data.md): at most 3 KB gzip added to home's first load.
 */
const FIELD_DATA_SOURCES = [
  'shell/src/composition/beacon-batch.ts',
  'shell/src/composition/page-builds.ts',
  'shell/src/composition/remote-error-message.ts',
  'shell/src/composition/remote-error-reporter.ts',
  'shell/src/features/field-data/field-data.ts',
];
const FIELD_DATA_BUDGET_BYTES = 3 * 1024;

/** A file whose source map could not be read: its bytes stay unattributed (a warning says why). */
const NOT_ANALYSED = '[source map not analysed]';

type ExploreBundleResult = Awaited<ReturnType<typeof explore>>['bundles'][number];

interface LoadedScript {
  path: string;
  /** Resource Timing's encodedBodySize: the body as it crossed the network (brotli, gzip or identity). */
  wire: number;
  /** Resource Timing's decodedBodySize. */
  decoded: number;
  responseEnd: number;
  body: Buffer | undefined;
}

/** V8 block coverage of one script, as playwright-core reports it. */
interface ScriptCoverage {
  url: string;
  source?: string;
  functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[];
}

interface PageRun {
  interactiveAt: number;
  scripts: LoadedScript[];
  coverage: ScriptCoverage[];
}

interface ProbeWindow {
  __benchInteractiveAt?: number;
}

/**
 * Runs in the document before the storefront's scripts: notes when `data-interactive` appears on
 * `<html>` (a MutationObserver's callback runs as a microtask right after the shell sets it), and
 * makes room for every resource's timing entry (the default buffer keeps 250).
 */
function watchInteractive(): void {
  performance.setResourceTimingBufferSize(5000);
  const probe = window as unknown as ProbeWindow;
  const observer = new MutationObserver(() => {
    if (document.documentElement?.hasAttribute('data-interactive')) {
      probe.__benchInteractiveAt ??= performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
}

const isScriptPath = (path: string) => path.endsWith('.js');

/** One cold load of `path`: the scripts whose response ended before the page was interactive. */
async function pageRun(browser: Browser, url: string): Promise<PageRun> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(watchInteractive);
    const page = await context.newPage();
    const bodies = recordBodies(page);
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(url);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
    const coverage = await page.coverage.stopJSCoverage();
    const timing = await page.evaluate(() => ({
      interactiveAt: (window as unknown as ProbeWindow).__benchInteractiveAt ?? Number.NaN,
      entries: performance.getEntriesByType('resource').map((e) => {
        const entry = e as PerformanceResourceTiming;
        return { name: entry.name, responseEnd: entry.responseEnd, wire: entry.encodedBodySize, decoded: entry.decodedBodySize };
      }),
    }));
    if (Number.isNaN(timing.interactiveAt)) throw new Error(`${url}: data-interactive appeared but the probe did not see it.`);
    const early = timing.entries.filter((e) => isScriptPath(new URL(e.name).pathname) && e.responseEnd <= timing.interactiveAt);
    const scripts: LoadedScript[] = [];
    for (const entry of early) {
      scripts.push({
        path: new URL(entry.name).pathname,
        wire: entry.wire,
        decoded: entry.decoded,
        responseEnd: entry.responseEnd,
        body: await bodies.get(entry.name),
      });
    }
    return { interactiveAt: timing.interactiveAt, scripts, coverage };
  } finally {
    await context.close();
  }
}

/** The decoded body of every `.js` response, by URL, to check it against the file on disk. */
function recordBodies(page: Page): Map<string, Promise<Buffer | undefined>> {
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  page.on('response', (response) => {
    if (!isScriptPath(new URL(response.url()).pathname)) return;
    bodies.set(
      response.url(),
      response.body().then(
        (body) => body,
        () => undefined,
      ),
    );
  });
  return bodies;
}

/**
 * V8's nested ranges (a function's range, then its blocks that ran a different number of times) as
 * the disjoint ranges of code that ran, in the form Chrome DevTools exports coverage (what
 * source-map-explorer reads): the way puppeteer's coverage converts them.
 */
function executedRanges(coverage: ScriptCoverage): { start: number; end: number }[] {
  const points: { offset: number; start: boolean; length: number; count: number }[] = [];
  for (const fn of coverage.functions) {
    for (const range of fn.ranges) {
      const length = range.endOffset - range.startOffset;
      points.push({ offset: range.startOffset, start: true, length, count: range.count });
      points.push({ offset: range.endOffset, start: false, length, count: range.count });
    }
  }
  // A valid nesting: by offset; ends before starts; the longer range opens first and closes last.
  points.sort((a, b) => {
    if (a.offset !== b.offset) return a.offset - b.offset;
    if (a.start !== b.start) return a.start ? 1 : -1;
    return a.start ? b.length - a.length : a.length - b.length;
  });
  const counts: number[] = [];
  const ranges: { start: number; end: number }[] = [];
  let last = 0;
  for (const point of points) {
    if (counts.length > 0 && last < point.offset && counts[counts.length - 1]! > 0) {
      const previous = ranges[ranges.length - 1];
      if (previous && previous.end === last) previous.end = point.offset;
      else ranges.push({ start: last, end: point.offset });
    }
    last = point.offset;
    if (point.start) counts.push(point.count);
    else counts.pop();
  }
  return ranges.filter((r) => r.end > r.start);
}

interface SourceBytes {
  source: string;
  group: string;
  /** The build the file came from (`shell`, `mfe-catalog`, ...). */
  build: string;
  minified: number;
  /** Of those bytes, the ones that had run by interactive (undefined: no coverage for the file). */
  executed: number | undefined;
}

interface FileBreakdown {
  path: string;
  file: string;
  wire: number;
  decoded: number;
  gzip: number;
  minified: number;
  executed: number | undefined;
  sources: SourceBytes[];
  warnings: string[];
}

/**
 * Splits one built file by its source map. Coverage goes to source-map-explorer as a DevTools export
 * in a file of its own, so that it can only match this file (it matches by file name).
 */
async function breakDown(script: LoadedScript, coverage: ScriptCoverage | undefined, scratch: string): Promise<FileBreakdown> {
  const found = diskFileOf(script.path);
  if (!found) throw new Error(`${script.path}: no static mount serves it (api/src/config.ts staticMounts).`);
  const { file, mount } = found;
  const code = readFileSync(file);
  const gzip = gzipSync(code).length;
  const packageDir = dirname(mount.dir);
  const build = basename(packageDir);
  const warnings: string[] = [];
  if (script.body && !script.body.equals(code)) {
    throw new Error(`${script.path}: the file on disk (${file}) is not the one served: was it rebuilt during the run?`);
  }
  if (script.decoded !== code.length) warnings.push(`decoded ${script.decoded} bytes in the browser, ${code.length} on disk`);
  const base = { path: script.path, file: relative(ROOT, file), wire: script.wire, decoded: code.length, gzip, minified: code.length };

  let coverageFile: string | undefined;
  if (coverage?.source !== undefined && coverage.source === code.toString()) {
    coverageFile = join(scratch, `${script.path.replace(/[^\w.-]+/g, '_')}.coverage.json`);
    writeFileSync(coverageFile, JSON.stringify([{ url: coverage.url, ranges: executedRanges(coverage), text: coverage.source }]));
  } else {
    warnings.push('no code coverage for this file');
  }

  // source-map-explorer resolves the map's sources as URLs, which folds `webpack://shell/../x` into
  // `webpack://shell/x` and loses which package a source is from: it gets a map whose sources are
  // their indexes, and the names are taken from the map itself.
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; sourceRoot?: string; sourcesContent?: unknown };
  const rawSources = map.sources.map((source) => `${map.sourceRoot ?? ''}${source}`);
  const indexedMap = Buffer.from(
    JSON.stringify({ ...map, sources: rawSources.map((_, i) => `source-${i}`), sourceRoot: '', sourcesContent: undefined }),
  );
  const rawSource = (key: string) => rawSources[Number(/^source-(\d+)$/.exec(key)?.[1] ?? Number.NaN)] ?? key;

  let result: ExploreBundleResult;
  try {
    const explored = await explore({ code: file, map: indexedMap }, { noRoot: true, noBorderChecks: true, coverage: coverageFile });
    // One source in a map is normal for a chunk of one module; unmapped bytes are reported as a group.
    for (const error of explored.errors) {
      if (!['UnmappedBytes', 'OneSourceSourceMap'].includes(error.code)) warnings.push(`${error.code}: ${error.message}`);
    }
    result = explored.bundles[0]!;
  } catch (error: unknown) {
    const errors = (error as { errors?: { code: string; message: string }[] }).errors;
    const why = errors?.map((e) => `${e.code}: ${e.message}`).join('; ') ?? String(error);
    warnings.push(`source map not analysed (${why})`);
    return {
      ...base,
      executed: undefined,
      sources: [{ source: NOT_ANALYSED, group: NOT_ANALYSED, build, minified: code.length, executed: undefined }],
      warnings,
    };
  }
  if (result.totalBytes !== code.length) {
    warnings.push(`source-map-explorer counted ${result.totalBytes} bytes, the file has ${code.length}`);
  }
  const sources = Object.entries(result.files).map(([key, data]) => ({
    source: displaySource(rawSource(key), packageDir),
    group: groupOf(rawSource(key), packageDir),
    build,
    minified: data.size,
    executed: coverageFile ? (data.coveredSize ?? 0) : undefined,
  }));
  const executed = coverageFile ? sources.reduce((s, x) => s + (x.executed ?? 0), 0) : undefined;
  return { ...base, minified: result.totalBytes, executed, sources, warnings };
}

interface Row {
  name: string;
  minified: number;
  gzip: number;
  wire: number;
  executed: number | undefined;
}

/** A source file's row: the same file bundled by two builds is two rows. */
type SourceRow = Row & { group: string; build: string };

/** Adds a file's sources into rows keyed by `keyOf`, with gzip and wire estimated by minified share. */
function addInto<R extends Row>(
  rows: Map<string, R>,
  file: FileBreakdown,
  keyOf: (s: SourceBytes) => string,
  newRow: (s: SourceBytes) => R,
): void {
  for (const source of file.sources) {
    const key = keyOf(source);
    const row = rows.get(key) ?? newRow(source);
    const share = file.minified > 0 ? source.minified / file.minified : 0;
    row.minified += source.minified;
    row.gzip += share * file.gzip;
    row.wire += share * file.wire;
    row.executed = row.executed === undefined || source.executed === undefined ? undefined : row.executed + source.executed;
    rows.set(key, row);
  }
}

interface PageReport {
  name: string;
  path: string;
  interactiveAtMs: number;
  /** Medians over every run (the analysed run's own figures are in `totals`). */
  medians: { files: number; wire: number; interactiveAtMs: number };
  totals: { files: number; decoded: number; minified: number; gzip: number; wire: number; executed: number | undefined };
  groups: (Row & { share: number })[];
  sources: SourceRow[];
  files: FileBreakdown[];
}

const sumOf = <T>(items: readonly T[], value: (item: T) => number) => items.reduce((s, item) => s + value(item), 0);

async function analysePage(browser: Browser, baseUrl: string, name: string, path: string, scratch: string): Promise<PageReport> {
  const runs: PageRun[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await pageRun(browser, `${baseUrl}${path}`));
  const wireOf = (run: PageRun) => sumOf(run.scripts, (s) => s.wire);
  const run = [...runs].sort((a, b) => wireOf(a) - wireOf(b))[Math.floor((runs.length - 1) / 2)]!;
  const coverageOf = new Map(run.coverage.map((c) => [new URL(c.url).pathname, c]));
  const files: FileBreakdown[] = [];
  for (const script of run.scripts) files.push(await breakDown(script, coverageOf.get(script.path), scratch));

  const groupRows = new Map<string, Row>();
  const sourceRows = new Map<string, SourceRow>();
  const empty = { minified: 0, gzip: 0, wire: 0, executed: 0 };
  for (const file of files) {
    addInto(
      groupRows,
      file,
      (s) => s.group,
      (s) => ({ name: s.group, ...empty }),
    );
    addInto(
      sourceRows,
      file,
      (s) => `${s.build} ${s.source}`,
      (s) => ({ name: s.source, group: s.group, build: s.build, ...empty }),
    );
  }
  const allCovered = files.every((f) => f.executed !== undefined);
  const totals = {
    files: files.length,
    decoded: sumOf(files, (f) => f.decoded),
    minified: sumOf(files, (f) => f.minified),
    gzip: sumOf(files, (f) => f.gzip),
    wire: sumOf(files, (f) => f.wire),
    executed: allCovered ? sumOf(files, (f) => f.executed ?? 0) : undefined,
  };
  const round = <R extends Row>(row: R): R => ({ ...row, gzip: Math.round(row.gzip), wire: Math.round(row.wire) });
  const groups = [...groupRows.values()]
    .sort((a, b) => b.minified - a.minified)
    .map((row) => ({ ...round(row), share: totals.gzip > 0 ? row.gzip / totals.gzip : 0 }));
  const sources = [...sourceRows.values()].sort((a, b) => b.minified - a.minified).map(round);
  return {
    name,
    path,
    interactiveAtMs: Math.round(run.interactiveAt),
    medians: {
      files: median(runs.map((r) => r.scripts.length)),
      wire: median(runs.map(wireOf)),
      interactiveAtMs: Math.round(median(runs.map((r) => r.interactiveAt))),
    },
    totals,
    groups,
    sources,
    files,
  };
}

const kbNumber = (bytes: number) => (bytes / 1024).toFixed(1);
const percent = (part: number, whole: number) => `${whole > 0 ? ((100 * part) / whole).toFixed(1) : '0.0'}%`;
const ran = (row: { executed: number | undefined; minified: number }) =>
  row.executed === undefined ? 'n/a' : `${Math.round((100 * row.executed) / Math.max(row.minified, 1))}%`;

/** How many source files the report lists by name (the JSON has them all). */
const TOP_SOURCES = 20;

function printPage(report: PageReport, budget: typeof HOME_BUDGET | undefined): void {
  const { totals } = report;
  console.log(
    `\n### ${report.name} (\`${report.path}\`): JavaScript loaded before interactive\n\n` +
      `${totals.files} files, their responses ended by the time \`<html data-interactive>\` was set ` +
      `(${report.interactiveAtMs} ms after navigation start; the analysed load is the median of ${RUNS} by wire bytes).\n`,
  );
  console.log('| group | minified KB | est. gzip KB | share | ran by interactive |');
  console.log('|---|---:|---:|---:|---:|');
  for (const group of report.groups) {
    console.log(
      `| ${group.name} | ${kbNumber(group.minified)} | ${kbNumber(group.gzip)} | ${percent(group.gzip, totals.gzip)} | ${ran(group)} |`,
    );
  }
  console.log(`| **total** | **${kbNumber(totals.minified)}** | **${kbNumber(totals.gzip)}** | 100% | ${ran(totals)} |`);
  console.log(
    "\nEst. gzip: each group's share of a file's minified bytes times that file's gzip size (zlib default level), " +
      'summed over files; "share" is of the page\'s gzip total. "ran by interactive": bytes of the group inside ' +
      'functions and blocks V8 had run by then (code coverage).',
  );
  const gzipLine = `${kbNumber(totals.gzip)} KB gzip` + (budget ? ` (budget ≤ ${kbNumber(budget.gzipBytes)} KB)` : ' (no budget)');
  const wireLine = `${kbNumber(totals.wire)} KB over the wire` + (budget ? ` (budget ≤ ${kbNumber(budget.wireBytes)} KB)` : ' (no budget)');
  console.log(`\nTotal before interactive: ${gzipLine}, ${wireLine}, ${kbNumber(totals.decoded)} KB decoded.`);

  console.log(`\nFiles:\n\n| file | decoded KB | gzip KB | wire KB | ran by interactive |\n|---|---:|---:|---:|---:|`);
  for (const file of [...report.files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`| ${file.path} | ${kbNumber(file.decoded)} | ${kbNumber(file.gzip)} | ${kbNumber(file.wire)} | ${ran(file)} |`);
  }
  console.log(
    `\nLargest source files (of ${report.sources.length}):\n\n| source | group | in build | minified KB | est. gzip KB | ran by interactive |\n|---|---|---|---:|---:|---:|`,
  );
  for (const source of report.sources.slice(0, TOP_SOURCES)) {
    console.log(
      `| ${source.name} | ${source.group} | ${source.build} | ${kbNumber(source.minified)} | ${kbNumber(source.gzip)} | ${ran(source)} |`,
    );
  }
  const fieldData = fieldDataBytes(report);
  console.log(
    `\nField data and error reports (${FIELD_DATA_SOURCES.length} shell modules): ${kbNumber(fieldData.minified)} KB minified, ` +
      `${kbNumber(fieldData.gzip)} KB est. gzip (budget ≤ ${kbNumber(FIELD_DATA_BUDGET_BYTES)} KB)` +
      (fieldData.missing.length ? `; not found in these files: ${fieldData.missing.join(', ')}` : '.'),
  );
  const warnings = report.files.flatMap((f) => f.warnings.map((w) => `${f.path}: ${w}`));
  if (warnings.length) console.log(`\nWarnings:\n${warnings.map((w) => `  - ${w}`).join('\n')}`);
}

/** The field data and error reports' share of a page's scripts (FIELD_DATA_SOURCES). */
function fieldDataBytes(report: PageReport): { minified: number; gzip: number; missing: string[] } {
  const rows = report.sources.filter((source) => FIELD_DATA_SOURCES.includes(source.name));
  return {
    minified: sumOf(rows, (row) => row.minified),
    gzip: sumOf(rows, (row) => row.gzip),
    missing: FIELD_DATA_SOURCES.filter((name) => !rows.some((row) => row.name === name)),
  };
}

/** A product of the demo seed, for its details page. */
async function someProductId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/products?per_page=1`);
  const body = (await response.json()) as { data?: { products?: { id: number }[] } };
  const id = body.data?.products?.[0]?.id;
  if (id === undefined) throw new Error(`GET /api/products?per_page=1 answered ${response.status} without a product.`);
  return id;
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  const scratch = mkdtempSync(join(ARTIFACTS, 'js-breakdown-'));
  try {
    const productPath = `/products/${await someProductId(server.url)}/details`;
    const home = await analysePage(browser, server.url, 'Home', '/', scratch);
    const product = await analysePage(browser, server.url, 'Product details', productPath, scratch);

    printPage(home, HOME_BUDGET);
    printPage(product, undefined);

    writeFileSync(
      OUTPUT,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          runs: RUNS,
          viewport: VIEWPORT,
          note:
            'Bytes of each .js file whose response ended before <html data-interactive>. minified: exact, from the source maps ' +
            '(source-map-explorer). gzip and wire per group or source: estimated as its share of the file minified bytes times ' +
            "the file's gzip (zlib default) or wire (encoded body) size. executed: bytes inside code V8 had run by interactive.",
          budgets: { home: HOME_BUDGET, homeFieldData: FIELD_DATA_BUDGET_BYTES },
          fieldData: { sources: FIELD_DATA_SOURCES, home: fieldDataBytes(home), product: fieldDataBytes(product) },
          pages: [home, product],
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nThe full breakdown (every file and source file): ${relative(ROOT, OUTPUT)}`);

    const missed: string[] = [];
    if (home.totals.gzip > HOME_BUDGET.gzipBytes) {
      missed.push(`home JavaScript before interactive ${kbNumber(home.totals.gzip)} KB gzip > ${kbNumber(HOME_BUDGET.gzipBytes)} KB`);
    }
    if (home.totals.wire > HOME_BUDGET.wireBytes) {
      missed.push(
        `home JavaScript before interactive ${kbNumber(home.totals.wire)} KB over the wire > ${kbNumber(HOME_BUDGET.wireBytes)} KB`,
      );
    }
    const fieldData = fieldDataBytes(home);
    if (fieldData.gzip > FIELD_DATA_BUDGET_BYTES) {
      missed.push(`home's field data and error reports ${kbNumber(fieldData.gzip)} KB gzip > ${kbNumber(FIELD_DATA_BUDGET_BYTES)} KB`);
    }
    reportBudgets(missed, 'JavaScript breakdown');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await browser.close();
    await server.stop();
  }
}

runBench(main);
