// Ops deployments end to end (README, "Compose, canary, roll back"): two builds of the catalog that
// differ visibly (their build id on the page) are swapped and rolled back by editing composition.json
// alone, seen by the server's HTML and by a page the browser renders itself, with no restart; and
// a remote hosted on another origin (CORS on its files) runs the store, allowed by the CSP.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { buildCatalog } from '../support/catalog-builds.ts';
import { ARTIFACTS, ROOT } from '../support/paths.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startStaticOrigin, type StaticOrigin } from '../support/static-origin.ts';

const scratch = mkdtempSync(join(ARTIFACTS, 'deployments-'));
const compositionFile = join(scratch, 'composition.json');
const defaultComposition = readFileSync(join(ROOT, 'composition.json'), 'utf8');
const shellIndex = readFileSync(join(ROOT, 'shell/dist/index.html'), 'utf8');

let server: RunningServer;
let browser: Browser;
let origin: StaticOrigin;

function useCatalog(manifest: string): void {
  const composition = JSON.parse(defaultComposition) as { remotes: Record<string, { manifest: string }> };
  composition.remotes.catalog = { manifest };
  writeFileSync(compositionFile, JSON.stringify(composition, null, 2));
}

before(async () => {
  const [buildA, buildB] = [buildCatalog('swap-a'), buildCatalog('swap-b')];
  useCatalog('/catalog-builds/a/mf-manifest.json');
  [server, browser, origin] = await Promise.all([
    startServer({
      COMPOSITION_FILE: compositionFile,
      STATIC_MOUNTS: JSON.stringify({ '/catalog-builds/a/': buildA, '/catalog-builds/b/': buildB }),
    }),
    launchBrowser(),
    startStaticOrigin(buildB),
  ]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
  await origin?.stop();
});

/** The catalog build the server rendered the home page with (no JavaScript). */
async function serverBuild(): Promise<string | undefined> {
  const html = await (await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } })).text();
  return /data-catalog-build="[^"+]*\+([^"]+)"/.exec(html)?.[1];
}

/**
 * The catalog build a browser renders by itself: the page is the shell's bare index.html (as with
 * SERVER_RENDERING=off), so the shell reads composition.json and loads the remote on its own.
 */
async function browserBuild(): Promise<{ build: string | undefined; manifests: string[]; errors: string[] }> {
  const page = await browser.newPage();
  const manifests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => request.url().endsWith('mf-manifest.json') && manifests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(`${server.url}/`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: shellIndex }));
  try {
    await page.goto(`${server.url}/`);
    const stamped = page.locator('[data-catalog-build]').first();
    await stamped.waitFor({ timeout: 10_000 });
    const build = (await stamped.getAttribute('data-catalog-build'))?.split('+')[1];
    return { build, manifests, errors };
  } finally {
    await page.close();
  }
}

describe('swap and roll back one remote', () => {
  it('shows build A, then B, then A again, on the server and in the browser, without a restart', async () => {
    const seen: string[] = [];
    for (const [folder, build] of [['a', 'swap-a'], ['b', 'swap-b'], ['a', 'swap-a']] as const) {
      useCatalog(`/catalog-builds/${folder}/mf-manifest.json`);
      assert.equal(await serverBuild(), build, `the server renders ${build}`);
      const inBrowser = await browserBuild();
      assert.equal(inBrowser.build, build, `the browser renders ${build}`);
      assert.ok(inBrowser.manifests.some((url) => url.endsWith(`/catalog-builds/${folder}/mf-manifest.json`)), inBrowser.manifests.join(', '));
      assert.deepEqual(inBrowser.errors, []);
      seen.push(build);
    }
    assert.deepEqual(seen, ['swap-a', 'swap-b', 'swap-a']);
  });
});

describe('a remote on another origin', () => {
  it('runs the store from a second host with CORS, rendered by the server and the browser, allowed by the CSP', async () => {
    useCatalog(`${origin.url}/mf-manifest.json`);
    try {
      const response = await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } });
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, new RegExp(`script-src [^;]*${escapeRegExp(origin.url)}`));
      assert.match(csp, new RegExp(`connect-src [^;]*${escapeRegExp(origin.url)}`));
      assert.match(await response.text(), /data-catalog-build="[^"+]*\+swap-b"/, 'the server rendered the remote it fetched from the other origin');

      // The browser fetches the manifest and the chunks from there itself (the page it hydrates
      // came from the store; a page fulfilled by the test would have no address space of its own,
      // and Chromium's local network access rules would refuse the loopback host).
      const { page, problems } = await watchedPage();
      const manifests: string[] = [];
      page.on('request', (request) => request.url().endsWith('mf-manifest.json') && manifests.push(request.url()));
      await page.goto(`${server.url}/`);
      await page.locator('[data-catalog-build$="+swap-b"]').first().waitFor();
      const card = page.getByTestId('product-card').first();
      const name = (await card.getByRole('heading').textContent())!.trim();
      // The store works: a product opens from the home page (another module of the remote).
      await card.getByRole('link').first().click();
      await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 10_000 });
      assert.ok(manifests.includes(`${origin.url}/mf-manifest.json`), manifests.join(', '));
      assert.ok(origin.requests.some((path) => path.endsWith('.js') && !path.startsWith('/server/')), 'the browser loaded chunks from the other origin');
      await page.close();
      assert.deepEqual(problems, []);
    } finally {
      useCatalog('/catalog-builds/a/mf-manifest.json');
    }
  });
});

/** A page whose script errors and CSP or CORS refusals are collected. */
async function watchedPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => /Content Security Policy|CORS/i.test(message.text()) && problems.push(message.text()));
  return { page, problems };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
