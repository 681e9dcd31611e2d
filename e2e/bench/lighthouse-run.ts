// One Lighthouse run of a page (the mobile preset), its floor (every script blocked), and the
// chromium it runs in: shared by the bench's own pages (lighthouse.ts) and the side-by-side with the
// reference micro-frontend store (peer-compare.ts).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { ARTIFACTS } from '../support/paths.ts';
import { CHROMIUM_FLAGS } from '../support/chromium-flags.ts';

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export interface LighthouseRow {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
  /** Of `bytes`, the scripts' (Lighthouse's resource summary): the JavaScript a phone downloads and runs. */
  scriptBytes: number;
  /** Elements in the page once Lighthouse is done with it (its dom-size audit: hydrated). */
  elements: number;
}

/** Chromium writes into HOME and the temp folder whatever the profile says: keep both in the project. */
export function isolateChromium(): void {
  const home = join(ARTIFACTS, 'lighthouse-home');
  mkdirSync(join(home, 'tmp'), { recursive: true });
  Object.assign(process.env, {
    HOME: home,
    TMPDIR: join(home, 'tmp'),
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_CACHE_HOME: join(home, '.cache'),
  });
}

/** One Lighthouse run; `floor` blocks every script (Lighthouse's blockedUrlPatterns). */
async function lighthouseRun(url: string, port: number, floor = false): Promise<LighthouseRow> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', ...(floor ? { blockedUrlPatterns: ['*.js'] } : {}) });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  const summary = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    requests,
    scriptBytes: summary?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    elements: numeric('dom-size'),
  };
}

/**
 * A Lighthouse run whose metrics are all there. Now and then Lighthouse ends a run without some of
 * them (a trace it could not read: NaN), which would spoil the median; such a run is made again, up
 * to twice, and the bench stops if it is still incomplete.
 */
export async function measuredRun(url: string, port: number, floor = false): Promise<LighthouseRow> {
  for (let attempt = 1; ; attempt += 1) {
    const row = await lighthouseRun(url, port, floor);
    const missing = Object.entries(row)
      .filter(([, value]) => Number.isNaN(value))
      .map(([key]) => key);
    if (missing.length === 0) return row;
    if (attempt === 3) throw new Error(`Lighthouse gave no ${missing.join(', ')} for ${url} in 3 runs`);
    console.error(`Lighthouse gave no ${missing.join(', ')} for ${url}${floor ? ' (floor)' : ''}: running it again`);
  }
}
