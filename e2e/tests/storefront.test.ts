// The composed storefront against `npm start`'s server: real settings, routing, layouts, direction.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

let server: RunningServer;
let browser: Browser;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
});

async function open(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await gotoInteractive(page, `${server.url}${path}`);
  return page;
}

describe('storefront shell', () => {
  it('renders home with the header and footer from the real settings', async () => {
    const settings = (await (await fetch(`${server.url}/api/master`)).json()).data;
    const page = await open('/');
    const header = page.getByRole('banner');
    await header.waitFor();
    await page.getByRole('img', { name: settings.app_name }).first().waitFor();
    await page.getByText(settings.mobile).first().waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.getByText(String(new Date().getFullYear())).first().waitFor();
    await footer.getByText(settings.email).first().waitFor();
    await page.waitForFunction((name) => document.title === name, settings.app_name);
    await page.close();
  });

  it("shows 'Page Not Found' for an unknown path", async () => {
    const page = await open('/no/such/page');
    await page.getByText('Page Not Found').first().waitFor();
    assert.equal(await page.getByRole('banner').count(), 0, 'the not-found layout is its own layout');
    await page.close();
  });

  it('redirects /dashboard to / without a user', async () => {
    const page = await open('/dashboard');
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('banner').waitFor();
    await page.close();
  });

  it('switches the page to RTL when Arabic is chosen', async () => {
    const page = await open('/');
    await page.getByRole('banner').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');
    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.close();
  });
});
