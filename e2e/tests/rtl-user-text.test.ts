// What a shopper wrote keeps its own order in the Arabic store, measured where chromium draws it
// (docs/i18n.md, "A shopper's words in a page of the other direction"): an address '12, Road 7' is
// not drawn 'Road 7 ,12', a ticket subject keeps its '?' at its end, the header's long Latin name is
// cut at its end (not its start), the order page's address lines sit at the card's right edge, and
// the greeting's '!' stays on the name's line. On a desktop and on a phone. And the order history's status tabs: all whole on a desktop; on a phone a strip
// whose hidden ends fade, following the scroll position, with every tab reachable by keyboard.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { DEMO_SHOPPER, apiData, logInThroughApi, type ShopperSession } from '../support/shopper.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

let server: RunningServer;
let browser: Browser;
let session: ShopperSession;
let arabic: Record<string, string>;
let english: Record<string, string>;
/** The shopper's ticket whose subject ends with a question mark. */
let ticketNumber: string;
/** One of the shopper's orders (the seed's, delivered to a Latin address). */
let orderId: number;

/** Longer than the header's 160 px for its name, Latin, so its end is what an ellipsis must cut. */
const LONG_NAME = 'Alexandria Montgomery-Fitzwilliam';
const STREET = '12, Road 7';
const SUBJECT = 'Where is my order?';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
  const first = await logInThroughApi(server);
  const auth = { headers: { authorization: `Bearer ${first.token}` } };
  const post = (path: string, body: object) =>
    apiData<Record<string, unknown>>(server, path, { ...auth, method: 'POST', body: JSON.stringify(body) });
  // This file's server is its own: the demo shopper may take a long Latin name.
  await post('/update-profile', { name: LONG_NAME, phone: DEMO_SHOPPER.phone });
  await post('/address/store', {
    name: 'Rana Akter',
    phone: '01711111111',
    area: 'Gulshan',
    flat_no: '12',
    post_code: '1212',
    address_line: 'Road 7',
    address_type: 'home',
  });
  const { issue_types } = await apiData<{ issue_types: { id: number }[] }>(server, '/ticket-issue-types', auth);
  assert.ok(issue_types[0], 'the seed has issue types');
  const created = (await post('/support-ticket', {
    issue_type: issue_types[0].id,
    subject: SUBJECT,
    message: 'It was due on Monday.',
    email: 'demo@shopmart.example',
  })) as { support_ticket: { ticket_no: string } };
  ticketNumber = created.support_ticket.ticket_no;
  const { orders } = await apiData<{ orders: { id: number }[] }>(server, '/orders?per_page=1', auth);
  assert.ok(orders[0], 'the demo shopper has an order');
  orderId = orders[0].id;
  // Signed in again, so the stored session carries the new name from the first page on.
  session = await logInThroughApi(server);
  const dictionary = (locale: string) =>
    apiData<Record<string, string>>(server, `/lang/${locale}`, { headers: { 'Accept-Language': locale } });
  [arabic, english] = await Promise.all([dictionary('ar'), dictionary('en')]);
});

/** A signed-in context in `locale` (the cookie for the server, storage for the browser). */
async function signedIn(viewport: { width: number; height: number }, locale: 'ar' | 'en' = 'ar'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'storefront_locale', value: locale, url: server.url }]);
  await context.addInitScript(
    ({ lang, auth }) => {
      localStorage.setItem('locale', lang);
      if (!localStorage.getItem('storefront.auth')) {
        localStorage.setItem('storefront.auth', JSON.stringify({ token: auth.token, user: auth.user, addresses: [], favoriteProducts: 0 }));
      }
    },
    { lang: locale, auth: session },
  );
  return context;
}

async function open(page: Page, path: string, dir: 'rtl' | 'ltr' = 'rtl'): Promise<Locator> {
  await gotoInteractive(page, `${server.url}${path}`);
  await page.waitForFunction((wanted) => document.documentElement.dir === wanted, dir);
  return page.getByRole('main');
}

interface Glyph {
  left: number;
  right: number;
  top: number;
}

/** Where characters `indexes` of an element's first text node are drawn. */
function glyphs(locator: Locator, indexes: number[]): Promise<Glyph[]> {
  return locator.evaluate((element, wanted) => {
    const text = element.firstChild as Text;
    // No named function in here: the test runner's transform would wrap it in a helper the page lacks.
    return wanted.map((index) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right, top: box.top };
    });
  }, indexes);
}

function message(dictionary: Record<string, string>, id: string): string {
  const text = dictionary[id];
  assert.ok(text, `the dictionary has ${id}`);
  return text;
}

describe('user text in the Arabic store', () => {
  for (const [device, viewport] of VIEWPORTS) {
    it(`draws a saved address "${STREET}" in that order (${device})`, async () => {
      const context = await signedIn(viewport);
      const page = await context.newPage();
      const main = await open(page, '/manage-address');
      const street = main.getByText(STREET, { exact: true });
      await street.waitFor();
      assert.equal(await street.evaluate((element) => element.tagName), 'BDI');
      const [one, road] = await glyphs(street, [0, STREET.indexOf('R')]);
      assert.ok(one!.left < road!.left, `"12" (x ${one!.left}) is drawn before "Road" (x ${road!.left}), not after it`);
      assert.ok(Math.abs(one!.top - road!.top) < 2, 'on one line');
      await context.close();
    });

    it(`keeps a ticket subject's "?" at its end, in the list and on the ticket's page (${device})`, async () => {
      const context = await signedIn(viewport);
      const page = await context.newPage();
      for (const path of ['/support-tickets', `/support-ticket/${ticketNumber}`]) {
        const main = await open(page, path);
        const subject = main.getByText(SUBJECT, { exact: true }).first();
        await subject.waitFor();
        const [w, mark] = await glyphs(subject, [0, SUBJECT.length - 1]);
        assert.ok(mark!.left > w!.left, `${path}: the "?" (x ${mark!.left}) is drawn after the W (x ${w!.left}), not before it`);
        assert.ok(Math.abs(mark!.top - w!.top) < 2, `${path}: on one line`);
      }
      await context.close();
    });

    it(`cuts the header's long Latin name at its end, never its start (${device})`, async () => {
      const context = await signedIn(viewport);
      const page = await context.newPage();
      await open(page, '/dashboard');
      const name = page.getByRole('banner').getByRole('button', { name: LONG_NAME }).locator('[dir="auto"]');
      await name.waitFor({ state: 'attached' });
      if (viewport === PHONE) {
        // A phone's header shows the picture only: no name to cut.
        assert.equal(await name.isVisible(), false);
        await context.close();
        return;
      }
      const drawn = await name.evaluate((element) => {
        const text = element.firstChild as Text;
        const range = document.createRange();
        range.setStart(text, 0);
        range.setEnd(text, 1);
        const first = range.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return {
          direction: getComputedStyle(element).direction,
          overflowing: element.scrollWidth > element.clientWidth,
          firstLeft: first.left,
          firstRight: first.right,
          boxLeft: box.left,
          boxRight: box.right,
        };
      });
      assert.equal(drawn.direction, 'ltr', 'the overflowing element takes the Latin name’s direction');
      assert.ok(drawn.overflowing, 'the name is longer than its place: an ellipsis cuts it');
      // Left to right, the overflow (and the ellipsis) is at the right: the first letter shows at the left edge.
      assert.ok(
        drawn.firstLeft >= drawn.boxLeft - 0.5 && drawn.firstRight <= drawn.boxRight,
        `the "A" (${drawn.firstLeft}–${drawn.firstRight}) is inside the name's box (${drawn.boxLeft}–${drawn.boxRight})`,
      );
      await context.close();
    });

    it(`aligns the order page's address lines with the card's right edge (${device})`, async () => {
      const context = await signedIn(viewport);
      const page = await context.newPage();
      const main = await open(page, `/order-history/${orderId}`);
      const address = main.getByTestId('order-address');
      await address.waitFor();
      const lines = await address.evaluate((block) => {
        const card = block.closest('section') ?? block;
        const style = getComputedStyle(card);
        const edge = card.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
        return [...block.children].map((line) => {
          const range = document.createRange();
          range.selectNodeContents(line);
          const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
          return { text: line.textContent ?? '', right: Math.max(...boxes.map((box) => box.right)), edge };
        });
      });
      assert.ok(lines.length >= 3, 'the name, the phone and the address lines');
      for (const line of lines) {
        assert.ok(Math.abs(line.right - line.edge) <= 1.5, `"${line.text}" ends at ${line.right}, the card's content at ${line.edge}`);
      }
      await context.close();
    });

    it(`keeps the greeting's "!" on the name's line, after it (${device})`, async () => {
      const context = await signedIn(viewport);
      const page = await context.newPage();
      const main = await open(page, '/dashboard');
      const greeting = main.getByTestId('dashboard-greeting');
      await greeting.getByText(LONG_NAME, { exact: true }).waitFor();
      const drawn = await greeting.evaluate((card, name) => {
        const bdi = [...card.querySelectorAll('bdi')].find((element) => element.textContent === name)!;
        const nameText = bdi.firstChild as Text;
        const after = bdi.nextSibling as Text;
        const last = document.createRange();
        last.setStart(nameText, nameText.length - 1);
        last.setEnd(nameText, nameText.length);
        const mark = document.createRange();
        mark.setStart(after, 0);
        mark.setEnd(after, 1);
        const lastBox = last.getBoundingClientRect();
        const markBox = mark.getBoundingClientRect();
        return { mark: after.data[0], lastLeft: lastBox.left, lastTop: lastBox.top, markRight: markBox.right, markTop: markBox.top };
      }, LONG_NAME);
      assert.equal(drawn.mark, '!');
      assert.ok(
        Math.abs(drawn.markTop - drawn.lastTop) < 2,
        `the "!" (top ${drawn.markTop}) is on the line of the name's last letter (${drawn.lastTop})`,
      );
      // Right to left, after the name is to its left.
      assert.ok(
        drawn.markRight <= drawn.lastLeft + 0.5,
        `the "!" (right ${drawn.markRight}) is left of the name's end (${drawn.lastLeft})`,
      );
      await context.close();
    });
  }
});

describe("the order history's status tabs", () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`shows every tab whole on a desktop (${locale})`, async () => {
      const context = await signedIn(DESKTOP, locale);
      const page = await context.newPage();
      const main = await open(page, '/order-history', locale === 'ar' ? 'rtl' : 'ltr');
      await main.getByTestId('order-card').first().waitFor();
      const nav = main.getByRole('navigation', { name: message(locale === 'ar' ? arabic : english, 'account.orders.statusFilter') });
      const shown = await nav.evaluate((strip) => {
        const box = strip.getBoundingClientRect();
        return {
          scrolls: strip.scrollWidth > strip.clientWidth + 1,
          tabs: [...strip.querySelectorAll('a')].map((tab) => {
            const own = tab.getBoundingClientRect();
            return {
              text: tab.textContent ?? '',
              inside: own.left >= box.left - 0.5 && own.right <= box.right + 0.5,
              cut: tab.scrollWidth > tab.clientWidth + 1,
            };
          }),
        };
      });
      assert.equal(shown.tabs.length, 8, 'All, the six steps and Cancelled');
      assert.equal(shown.scrolls, false, 'nothing to scroll to');
      for (const tab of shown.tabs) assert.ok(tab.inside && !tab.cut, `"${tab.text}" shows whole`);
      await context.close();
    });
  }

  it('fades the ends that hide tabs on a phone, following the scroll, right to left, every tab reachable by keyboard', async () => {
    const context = await signedIn(PHONE);
    const page = await context.newPage();
    const main = await open(page, '/order-history');
    await main.getByTestId('order-card').first().waitFor();
    const nav = main.getByRole('navigation', { name: message(arabic, 'account.orders.statusFilter') });
    const state = () =>
      nav.evaluate((strip) => ({
        start: strip.hasAttribute('data-more-start'),
        end: strip.hasAttribute('data-more-end'),
        mask: getComputedStyle(strip).maskImage,
        scrollLeft: strip.scrollLeft,
      }));
    assert.ok(await nav.evaluate((strip) => strip.scrollWidth > strip.clientWidth), 'the tabs are wider than a phone');
    // At the start (All, at the right): more past the inline end (the left), none before.
    let now = await state();
    assert.deepEqual([now.start, now.end], [false, true]);
    assert.match(now.mask, /gradient/, 'the hidden end fades');
    // Scrolled to the end (scrollLeft is negative right to left).
    await nav.evaluate((strip) => strip.scrollTo({ left: -strip.scrollWidth }));
    await page.waitForFunction(
      (label) => document.querySelector(`nav[aria-label="${label}"]`)?.hasAttribute('data-more-start') === true,
      message(arabic, 'account.orders.statusFilter'),
    );
    now = await state();
    assert.deepEqual([now.start, now.end], [true, false]);
    assert.ok(now.scrollLeft < 0, 'right to left, towards the end is negative');
    // Back at the start, then the keyboard walks every tab: each it reaches is scrolled into sight.
    await nav.evaluate((strip) => strip.scrollTo({ left: 0 }));
    const tabs = nav.getByRole('link');
    const count = await tabs.count();
    await tabs.first().focus();
    for (let index = 0; index < count; index++) {
      if (index > 0) await page.keyboard.press('Tab');
      const visible = await tabs.nth(index).evaluate((tab) => {
        const strip = tab.closest('nav')!.getBoundingClientRect();
        const own = tab.getBoundingClientRect();
        return document.activeElement === tab && own.left >= strip.left - 0.5 && own.right <= strip.right + 0.5;
      });
      assert.ok(visible, `tab ${index + 1} of ${count} has the focus and shows whole`);
    }
    now = await state();
    assert.equal(now.start, true, 'at the last tab the start fades');
    await context.close();
  });
});
