// The store as an installable app (docs/pwa.md): every server-rendered page links the web app manifest in
// its own language, chromium reads it without an error, its icons are PNGs of the sizes it names,
// chromium finds nothing that keeps the store from being installed, and the store's worker controls the page.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import { CHROMIUM_FLAGS } from '../support/chromium-flags.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';
import type { RunningServer } from '../support/server.ts';

interface AppManifest {
  url: string;
  errors: { message: string }[];
  data?: string;
}

let server: RunningServer;
let browser: Browser;
const opened = resourcesOfThisFile();

before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
});

describe('the installable store', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`links a manifest chromium reads without an error, in the page's language (${locale})`, async () => {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'storefront_locale', value: locale, url: server.url }]);
      const page = await context.newPage();
      await gotoInteractive(page, `${server.url}/products`);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as AppManifest;
      assert.equal(manifest.url, `${server.url}/manifest.webmanifest?lang=${locale}`);
      assert.deepEqual(manifest.errors, []);
      const data = JSON.parse(manifest.data ?? '{}') as {
        name: string;
        lang: string;
        dir: string;
        display: string;
        icons: { src: string; sizes: string }[];
      };
      assert.equal(data.name, 'ShopMart');
      assert.equal(data.lang, locale);
      assert.equal(data.dir, locale === 'ar' ? 'rtl' : 'ltr');
      assert.equal(data.display, 'standalone');
      for (const icon of data.icons) {
        const response = await page.request.get(new URL(icon.src, server.url).href);
        assert.equal(response.status(), 200, icon.src);
        assert.equal(response.headers()['content-type'], 'image/png');
        const png = await response.body();
        assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.sizes, `${icon.src}: the size it names`);
      }
      await context.close();
    });
  }

  it('meets chromium’s installability criteria, and offers Install app in the header', async () => {
    // Chromium never offers to install from an incognito profile, which every new context is: a profile on disk.
    const profile = mkdtempSync(join(tmpdir(), 'storefront-installable-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
      headless: true,
      // Wide enough for the header's navigation bar.
      viewport: { width: 1440, height: 900 },
    });
    try {
      const page = await context.newPage();
      await gotoInteractive(page, `${server.url}/`);
      const cdp = await context.newCDPSession(page);
      assert.deepEqual(await cdp.send('Page.getInstallabilityErrors'), { installabilityErrors: [] });
      // The browser offers to install it (beforeinstallprompt): the header's navigation says so.
      await page.getByRole('button', { name: 'Install app' }).waitFor();
      // And the store's service worker comes to control the page once the page has settled (docs/pwa.md).
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), `${server.url}/sw.js`);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
