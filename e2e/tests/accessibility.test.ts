// axe-core (WCAG 2.1 A and AA rules) over the composed storefront: every layout, the main pages of
// each remote, the modals and drawers, in English and in Arabic (RTL). A serious or critical
// violation fails the test, naming the rule and the elements. And reflow: after each audit the same
// page, narrowed to a 360 px phone's width, must not scroll sideways.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../support/server.ts';
import { logInThroughApi } from '../support/shopper.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

let server: RunningServer;
let browser: Browser;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
});

/** Where axe audits each page, and the phone width (WCAG's reflow: 320 CSS px and up) it is then narrowed to. */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 900 };

/** A context for axe: the CSP allows no injected script, so the test context bypasses it. */
async function auditContext(options: { signedIn?: boolean; locale?: 'ar' } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
  const auth = options.signedIn ? await logInThroughApi(server) : null;
  await context.addInitScript(
    ({ auth, locale }) => {
      if (auth && !localStorage.getItem('storefront.auth')) {
        localStorage.setItem('storefront.auth', JSON.stringify({ token: auth.token, user: auth.user, addresses: [], favoriteProducts: 0 }));
      }
      if (locale) localStorage.setItem('locale', locale);
    },
    { auth, locale: options.locale },
  );
  return context;
}

/** Runs axe on what the page shows now; answers the serious and critical violations. */
async function audit(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

function describeViolations(violations: Violation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`)
          .join('\n    ')}`,
    )
    .join('\n');
}

/** Audits each view in turn and reports every view's violations at once. */
class Audit {
  private readonly problems: string[] = [];

  async check(page: Page, what: string): Promise<void> {
    const violations = await audit(page);
    if (violations.length) this.problems.push(`${what}:\n${describeViolations(violations)}`);
  }

  /**
   * Narrows the page to a phone's width, where nothing may scroll sideways, and widens it again. The
   * storefront's layout answers width in CSS alone (no script reads it), so a page narrowed after
   * loading lays out as one loaded narrow, without a second load. Two frames pass first, so that a
   * script that did re-render on a resize would have committed before the measure.
   */
  async checkReflow(page: Page, what: string): Promise<void> {
    await page.setViewportSize(PHONE);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const wide = await overflow(page);
    if (wide.length) this.problems.push(`${what} scrolls sideways at ${PHONE.width} px: ${wide.join(' | ')}`);
    await page.setViewportSize(DESKTOP);
  }

  assertClean(): void {
    assert.deepEqual(this.problems, [], this.problems.join('\n\n'));
  }
}

/** What sticks out sideways on the page now (empty when nothing scrolls horizontally). */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 || el.getBoundingClientRect().left < -1)
      .slice(0, 3)
      .map((el) => el.outerHTML.slice(0, 120));
  });
}

/** How long a page may take to show its heading, then how long it may stay busy (aria-busy). */
const HEADING_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 10_000;

/**
 * Waits for the page's content rather than its skeleton: its heading, then nothing busy. A page that
 * never settles fails here, naming what is still busy, rather than being audited half-loaded.
 */
async function settle(page: Page, busyTimeout = SETTLE_TIMEOUT_MS): Promise<void> {
  // Hydrated (the shell's mark): before it, a click on server-rendered HTML does nothing.
  await page
    .locator('html[data-interactive]')
    .waitFor({ state: 'attached', timeout: HEADING_TIMEOUT_MS })
    .catch((error: unknown) => {
      throw new Error(`${page.url()} has not hydrated after ${HEADING_TIMEOUT_MS} ms`, { cause: error });
    });
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: HEADING_TIMEOUT_MS })
    .catch((error: unknown) => {
      throw new Error(`${page.url()} shows no <h1> after ${HEADING_TIMEOUT_MS} ms`, { cause: error });
    });
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: busyTimeout })
    .catch(async (error: unknown) => {
      throw new Error(`${page.url()} is still busy after ${busyTimeout} ms: ${(await stillBusy(page)).join(' | ')}`, { cause: error });
    });
}

/** The elements still marked aria-busy (their opening tags), for the failure message. */
async function stillBusy(page: Page): Promise<string[]> {
  const tags = await page
    .locator('[aria-busy="true"]')
    .evaluateAll((elements) => elements.slice(0, 3).map((el) => el.outerHTML.slice(0, 120)))
    .catch(() => []);
  return tags.length ? tags : ['(the page closed or navigated)'];
}

describe('waiting for a page to settle', () => {
  it('fails, naming what is busy, when a page never settles', async () => {
    const context = await auditContext();
    try {
      const page = await context.newPage();
      // The page's own load is settle()'s to wait for: the navigation need only have begun.
      await page.goto(`${server.url}/about-us`, { waitUntil: 'commit' });
      await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: HEADING_TIMEOUT_MS });
      // A skeleton that never resolves: the page's main region stays busy.
      await page.evaluate(() => document.querySelector('main')?.setAttribute('aria-busy', 'true'));
      await assert.rejects(settle(page, 500), /\/about-us is still busy after 500 ms: <main[^>]*aria-busy="true"/);
    } finally {
      await context.close();
    }
  });
});

describe('the reflow check', () => {
  it('fails, naming the element, when a page narrowed to a phone scrolls sideways', async () => {
    const context = await auditContext();
    const views = new Audit();
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/about-us`);
      await settle(page);
      // A fixed-width block, as a table or an unwrapped line could be.
      await page.evaluate(() =>
        document.querySelector('main')?.insertAdjacentHTML('beforeend', '<div id="too-wide" style="width: 800px">wide</div>'),
      );
      await views.checkReflow(page, '/about-us');
      assert.throws(() => views.assertClean(), /\/about-us scrolls sideways at 360 px: .*too-wide/);
    } finally {
      await context.close();
    }
  });
});

const GUEST_PAGES = [
  '/',
  '/products?search=shirt',
  '/categories',
  '/shops',
  '/shops/1',
  '/products/1/details',
  '/flash-sale/1',
  '/contact-us',
  '/support',
  '/about-us',
  '/no-such-page',
];
const SHOPPER_PAGES = [
  '/dashboard',
  '/order-history',
  '/order-history/1',
  '/wishlist',
  '/profile',
  '/manage-address',
  '/manage-address/new',
  '/change-password',
  '/support-tickets',
];

/** Each page checked as it loads and at 320 px, then home open for what the test opens on it. */
async function auditPages(page: Page, views: Audit, paths: readonly string[], language: string): Promise<void> {
  for (const path of paths) {
    await page.goto(`${server.url}${path}`);
    await settle(page);
    await views.check(page, `${path} (${language})`);
    await views.checkReflow(page, `${path} (${language})`);
  }
  await page.goto(`${server.url}/`);
  await settle(page);
}

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const locale of [undefined, 'ar'] as const) {
    const language = locale === 'ar' ? 'Arabic' : 'English';

    it(`guest pages in ${language}, and their reflow`, async () => {
      const context = await auditContext({ locale });
      const views = new Audit();
      try {
        const page = await context.newPage();
        await auditPages(page, views, GUEST_PAGES, language);
        await page
          .getByRole('banner')
          .getByRole('button')
          .filter({ hasText: locale === 'ar' ? /دخول/ : /Login/ })
          .first()
          .click();
        await page.getByRole('dialog').getByRole('textbox').first().waitFor();
        await views.check(page, `login modal (${language})`);
      } finally {
        await context.close();
      }
      views.assertClean();
    });

    it(`the shopper's pages, cart drawer and checkout in ${language}, and their reflow`, async () => {
      const context = await auditContext({ signedIn: true, locale });
      const views = new Audit();
      try {
        const page = await context.newPage();
        await auditPages(page, views, SHOPPER_PAGES, language);
        await page.getByTestId('header-cart-count').click();
        const drawer = page.getByRole('dialog');
        await drawer.getByRole('checkbox').first().check();
        await page.waitForFunction(() => !document.querySelector('[role="dialog"] [aria-busy="true"]'));
        await views.check(page, `cart drawer (${language})`);
        await drawer
          .getByRole('button')
          .filter({ hasText: locale === 'ar' ? /الدفع|إتمام/ : /Proceed to checkout/ })
          .click();
        await page.waitForURL(/\/checkout$/);
        await settle(page);
        await views.check(page, `checkout (${language})`);
        await views.checkReflow(page, `checkout (${language})`);
        await page.goto(`${server.url}/buynow`);
        await settle(page);
        await views.checkReflow(page, `/buynow (${language})`);
      } finally {
        await context.close();
      }
      views.assertClean();
    });
  }
});
