// `npm run bench:peer -w e2e`: our store beside the reference micro-frontend store (Tractor Store 2.0
// in its Module Federation variant), Lighthouse's mobile preset, runs interleaved (ours, theirs, ours,
// …) so the machine's load falls on both alike, median of BENCH_RUNS (5). Home against home, our most
// popular product against their product page. The reference store is served apart, on PEER_URL
// (http://127.0.0.1:8200), its image CDN on 127.0.0.1:8443 (docs/performance.md, "Beside the
// reference store", says how to serve it); the run stops at once if it does not answer.
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../support/server.ts';
import { benchPages } from './bench-pages.ts';
import { medianRow, runsOr } from './budgets.ts';
import { CHROME_FLAGS, isolateChromium, measuredRun, type LighthouseRow } from './lighthouse-run.ts';

const RUNS = runsOr(5);
const PEER_URL = process.env.PEER_URL ?? 'http://127.0.0.1:8200';
const PEER_PAGES: Record<string, string> = { home: '/', product: '/product/CL-01' };
/** The reference store's images come from its CDN's host name: served here on 8443 (self-signed). */
const PEER_FLAGS = ['--host-resolver-rules=MAP blueprint.the-tractor.store 127.0.0.1:8443', '--ignore-certificate-errors'];

const kb = (value: number) => `${Math.round(value / 1024)} KB`;

async function main(): Promise<void> {
  const answer = await fetch(PEER_URL).catch((error: unknown) => error as Error);
  if (answer instanceof Error || !answer.ok) throw new Error(`The reference store does not answer on ${PEER_URL}: serve it first.`);
  isolateChromium();
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, ...PEER_FLAGS],
  });
  try {
    const ours = Object.fromEntries(await benchPages(server.url));
    const rows: { page: string; store: string; row: LighthouseRow }[] = [];
    for (const page of Object.keys(PEER_PAGES)) {
      const path = ours[page];
      if (!path) continue;
      await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } });
      const runs: Record<'ours' | 'theirs', LighthouseRow[]> = { ours: [], theirs: [] };
      for (let i = 0; i < RUNS; i += 1) {
        runs.ours.push(await measuredRun(`${server.url}${path}`, chrome.port));
        runs.theirs.push(await measuredRun(`${PEER_URL}${PEER_PAGES[page]}`, chrome.port));
      }
      rows.push({ page, store: 'ours', row: medianRow(runs.ours) }, { page, store: 'reference', row: medianRow(runs.theirs) });
      console.error(`measured ${page}`);
    }
    console.log(`\nLighthouse 12.8.2, mobile preset, interleaved, median of ${RUNS} (${new Date().toISOString().slice(0, 10)}):\n`);
    console.log('| page | store | Performance | TBT | LCP | JavaScript | bytes | elements |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { page, store, row } of rows) {
      console.log(
        `| ${page} | ${store} | ${row.performance} | ${Math.round(row.tbt)} ms | ${(row.lcp / 1000).toFixed(2)} s | ${kb(row.scriptBytes)} | ${kb(row.bytes)} | ${row.elements} |`,
      );
    }
    const behind = Object.keys(PEER_PAGES).filter((page) => {
      const [ourRow, theirRow] = ['ours', 'reference'].map((store) => rows.find((r) => r.page === page && r.store === store)?.row);
      return ourRow && theirRow && ourRow.performance < theirRow.performance;
    });
    console.log(
      behind.length
        ? `\nBehind the reference store on Performance: ${behind.join(', ')}.`
        : '\nAhead of or level with the reference store.',
    );
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

await main();
