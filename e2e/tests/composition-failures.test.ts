// Ops failure modes: a dead or hanging remote shows a fallback while the rest works, a late one swaps
// itself in when it arrives; a broken
// composition.json shows an error page that says what is wrong. Never a blank page. The page here
// hydrates whole (WHOLE_PAGE): on a page of islands a remote that cannot load leaves its server HTML
// instead (e2e/tests/islands.test.ts).
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS } from '../support/paths.ts';
import { scaled } from '../support/load-scaled-timeouts.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

const FALLBACK = 'This part of the store is unavailable right now.';
let server: RunningServer;
let browser: Browser;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
});

/** A list past its end: the browser moves it to its last page, so it hydrates whole (docs/islands.md, "When something fails"). */
const WHOLE_PAGE = '/products?page=9999';

async function newPage(): Promise<Page> {
  return browser.newPage({ viewport: { width: 1280, height: 900 } });
}

describe('a remote that is down', () => {
  it('shows the fallback in its slot while the header keeps working', async () => {
    const page = await newPage();
    // The catalog's assets are gone (its host is down): every request for them fails.
    await page.route('**/remotes/catalog/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${server.url}${WHOLE_PAGE}`);
    const alert = page.getByRole('alert').filter({ hasText: FALLBACK });
    await alert.waitFor({ timeout: scaled(8000) });
    await alert.getByRole('button', { name: 'Retry' }).waitFor();

    // The header still works: search navigates, and the login modal (another remote) opens.
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).first();
    await search.fill('shirt');
    await search.press('Enter');
    await page.waitForURL(/\/products\?search=shirt$/);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').waitFor();
    await page.close();
  });

  it('recovers through Retry once the remote is back', async () => {
    const page = await newPage();
    let down = true;
    await page.route('**/remotes/catalog/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
    await page.goto(`${server.url}${WHOLE_PAGE}`);
    const alert = page.getByRole('alert').filter({ hasText: FALLBACK });
    await alert.waitFor({ timeout: scaled(8000) });
    down = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await alert.waitFor({ state: 'detached', timeout: scaled(8000) });
    await page.getByRole('main').waitFor();
    await page.close();
  });

  it('shows the fallback within 5 s when the remote hangs', async () => {
    const page = await newPage();
    // Requests for the remote are accepted and never answered.
    await page.route('**/remotes/catalog/**', () => undefined);
    await page.goto(`${server.url}${WHOLE_PAGE}`, { waitUntil: 'commit' });
    // The 5 s are the shell's own timer (shell/src/composition/remote-loader.ts; the manifest's
    // attempts are checked on a fake clock in network-plugin.test.ts). Here the browser, whose timers
    // a busy machine delays, shows the behaviour: it shows the fallback with the page around it by
    // itself (the federation runtime alone would wait 20 s and more).
    await page
      .getByRole('alert')
      .filter({ hasText: FALLBACK })
      .waitFor({ timeout: scaled(60_000) });
    await page.getByRole('contentinfo').waitFor();
    await page.close();
  });
});

describe('a remote on a slow network', () => {
  it('shows the fallback when it is late, then swaps the remote in by itself when it arrives', async () => {
    const page = await newPage();
    // The manifest and remote entry come at once; the page's chunks take 10 s from their first
    // request (the server-rendered page preloads them with its HTML, so the clock starts early).
    // The fallback shows after 5 s, so it stands for seconds before the page replaces it: long
    // enough for a busy machine to see it.
    await page.route('**/remotes/catalog/**', async (route) => {
      const url = route.request().url();
      if (url.endsWith('.js') && !url.includes('remoteEntry')) await new Promise((r) => setTimeout(r, 10_000));
      await route.continue();
    });
    await page.goto(`${server.url}${WHOLE_PAGE}`, { waitUntil: 'commit' });
    const alert = page.getByRole('alert').filter({ hasText: FALLBACK });
    await alert.waitFor({ timeout: scaled(9000) });
    // No click: the late page replaces the fallback.
    await alert.waitFor({ state: 'detached', timeout: scaled(15_000) });
    await page.getByRole('main').getByRole('heading').first().waitFor();
    await page.close();
  });
});

describe('a broken composition.json', () => {
  it('shows an error page naming the problem', async () => {
    const dir = mkdtempSync(join(ARTIFACTS, 'composition-'));
    const file = join(dir, 'composition.json');
    writeFileSync(file, JSON.stringify({ remotes: { catalog: { manifest: '/remotes/catalog/remoteEntry.js' } } }));
    const broken = await startServer({ COMPOSITION_FILE: file });
    try {
      const page = await newPage();
      await page.goto(`${broken.url}/`);
      await page.getByRole('heading', { name: 'The storefront could not start' }).waitFor();
      await page.getByText('remotes.catalog.manifest must be the URL of an mf-manifest.json file.').waitFor();
      await page.getByText(/remotes\.cart is missing/).waitFor();
      await page.close();
    } finally {
      await broken.stop();
    }
  });

  it('says so when the file is not JSON at all', async () => {
    const page = await newPage();
    await page.route('**/composition.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{ "remotes": ' }),
    );
    // A page the browser renders alone reads composition.json itself (a server-rendered one carries it).
    await page.goto(`${server.url}/checkout`);
    await page.getByRole('heading', { name: 'The storefront could not start' }).waitFor();
    await page.getByText(/not valid JSON/i).waitFor();
    await page.close();
  });
});

describe('a host without the federation runtime', () => {
  it("refuses the remote's entry with a message that says why", async () => {
    // Production remotes take the federation runtime from their host (docs/performance.md): a page
    // that loads an entry without providing it gets a clear error, not an undefined global later on.
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/robots.txt`);
    await page.addScriptTag({ url: '/remotes/catalog/remoteEntry.js' }).catch(() => undefined);
    await page.waitForTimeout(300);
    assert.deepEqual(errors, [
      "Remote 'catalog' takes the Module Federation runtime from its host, and this host does not provide it: " +
        'build the host with experiments.provideExternalRuntime (@module-federation/enhanced 2.9 or later).',
    ]);
    await page.close();
  });
});
