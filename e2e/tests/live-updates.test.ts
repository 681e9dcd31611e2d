// Live updates (docs/live-updates.md) in chromium against the real API: an order changed elsewhere
// updates its open page and toasts on another page (English and Arabic); the tabs of one browser
// share one stream, follow a basket changed on another device, and sign out together. With
// E2E_POSTGRES_URL (npm test -- --postgres=<url>), changes made by plain SQL, as an operator or the
// seller application would make them, reach the open order and ticket pages too.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { DEMO_SHOPPER, apiData, logInThroughApi, shopperContext } from '../support/shopper.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';
import { scaled } from '../support/load-scaled-timeouts.ts';

/**
 * A change shows on an open page within 2 s of its commit on a quiet machine (docs/live-updates.md);
 * every wait goes through `scaled`, which stretches it with the machine's load.
 */
const LIVE_WITHIN_MS = 2000;
/** The stream opens once the page is shown and the browser idle (quiet: well under this). */
const STREAM_OPENS_WITHIN_MS = 20_000;

const opened = resourcesOfThisFile();
let browser: Browser;

interface OrderSummary {
  id: number;
  order_code: string;
  order_status: string;
}

/** Another device of the demo shopper: its own session, through the API. */
async function otherDevice(server: RunningServer) {
  const { token } = await logInThroughApi(server);
  const headers = { authorization: `Bearer ${token}` };
  const get = <T>(path: string) => apiData<T>(server, path, { headers });
  const post = <T>(path: string, body: unknown, extra: Record<string, string> = {}) =>
    apiData<T>(server, path, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
  const basket = () => get<{ total: number; cart_items: { shop_id: number }[] }>('/carts');
  /** Adds the first product the basket takes (one may be out of stock). */
  const addToBasket = async () => {
    const { products } = await apiData<{ products: { id: number }[] }>(server, '/products?per_page=20');
    for (const product of products) {
      const added = await post('/cart/store', { product_id: product.id, quantity: 1 }).then(
        () => true,
        () => false,
      );
      if (added) return;
    }
    throw new Error('no product could be added to the basket');
  };
  /** A new cash order of one shop's lines, as the order list has it. */
  const placeOrder = async (): Promise<OrderSummary> => {
    await addToBasket();
    const shopId = (await basket()).cart_items[0]!.shop_id;
    const { checkout } = await post<{ checkout: { summary_version: string } }>('/cart/checkout', { shop_ids: [shopId] });
    const { addresses } = await get<{ addresses: { id: number }[] }>('/addresses');
    await post(
      '/place-order',
      { shop_ids: [shopId], address_id: addresses[0]!.id, payment_method: 'cash', summary_version: checkout.summary_version },
      { 'idempotency-key': randomBytes(12).toString('hex') },
    );
    const { orders } = await get<{ orders: OrderSummary[] }>('/orders?order_status=pending&per_page=1');
    return orders[0]!;
  };
  /** POST /change-password: every other session of the shopper is signed out. */
  const changePassword = (from: string, to: string) =>
    post('/change-password', { current_password: from, password: to, password_confirmation: to });
  return {
    changePassword,
    cancel: (orderId: number) => post('/orders/cancel', { order_id: orderId }),
    basketCount: async () => (await basket()).total,
    addToBasket,
    placeOrder,
  };
}

/** Resolves when `page` has its event stream open (the answer's headers came). */
function streamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200, {
    timeout: scaled(STREAM_OPENS_WITHIN_MS),
  });
}

/** Counts the event streams a browser context asks for. */
function countStreams(context: BrowserContext): () => number {
  let streams = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') streams += 1;
  });
  return () => streams;
}

describe('live updates (PGlite, changes made through the API on another device)', () => {
  let server: RunningServer;

  before(async () => {
    server = await opened.server();
    browser ??= await opened.browser();
  });

  it('updates an open order page by itself, and toasts an order changed while another page is open', async () => {
    const context = await shopperContext(browser, server);
    const page = await context.newPage();
    const device = await otherDevice(server);
    const shown = await device.placeOrder();
    const other = await device.placeOrder();

    const stream = streamOpened(page);
    await gotoInteractive(page, `${server.url}/order-history/${shown.id}`);
    await stream;
    // The page has its order: a change is what follows, not what it loads.
    await page.getByRole('heading', { name: `Order #${shown.order_code}` }).waitFor();
    await device.cancel(shown.id);
    const cancelledAt = Date.now();
    await page.getByText('This order was cancelled.').waitFor({ timeout: scaled(LIVE_WITHIN_MS) });
    assert.ok(Date.now() - cancelledAt <= scaled(LIVE_WITHIN_MS));

    // The home page shows no order: the change is told in a toast, politely, with a link to it.
    const again = streamOpened(page);
    await gotoInteractive(page, `${server.url}/`);
    await again;
    await device.cancel(other.id);
    const toast = page.getByRole('status').filter({ hasText: `Order #\u2066${other.order_code}\u2069 is Cancelled` });
    await toast.waitFor({ timeout: scaled(LIVE_WITHIN_MS) });
    await toast.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL(new RegExp(`/order-history/${other.id}$`));
    await page.getByText('This order was cancelled.').waitFor();
    await context.close();
  });

  it('says it in Arabic for an Arabic shopper', async () => {
    const context = await shopperContext(browser, server);
    await context.addCookies([{ name: 'storefront_locale', value: 'ar', url: server.url }]);
    await context.addInitScript(() => localStorage.setItem('locale', 'ar'));
    const page = await context.newPage();
    const device = await otherDevice(server);
    const order = await device.placeOrder();
    const stream = streamOpened(page);
    await gotoInteractive(page, `${server.url}/`);
    await stream;
    await device.cancel(order.id);
    const toast = page.getByRole('status').filter({ hasText: `الطلب #\u2066${order.order_code}\u2069 ملغى` });
    await toast.waitFor({ timeout: scaled(LIVE_WITHIN_MS) });
    await toast.getByRole('link', { name: 'عرض الطلب' }).waitFor();
    await context.close();
  });

  it('shares one stream between two tabs, which follow another device and sign out together', async () => {
    const context = await shopperContext(browser, server);
    const streams = countStreams(context);
    const first = await context.newPage();
    const second = await context.newPage();
    const stream = streamOpened(first);
    await gotoInteractive(first, `${server.url}/`);
    await stream;
    await gotoInteractive(second, `${server.url}/products`);
    // Time for the second tab to have opened a stream of its own, had it wanted one.
    await second.waitForTimeout(3000);
    assert.equal(streams(), 1, 'two tabs, one stream');

    // Another device adds to the basket: both tabs' header counts follow without a reload.
    const device = await otherDevice(server);
    await device.addToBasket();
    const count = String(await device.basketCount());
    for (const page of [first, second]) {
      await page
        .getByRole('banner')
        .getByRole('button', { name: `Cart ${count}` })
        .waitFor({ timeout: scaled(LIVE_WITHIN_MS) });
    }

    // Signing out in one tab signs the other out at once.
    const header = first.getByRole('banner');
    await header.getByRole('button', { name: 'Demo Customer' }).click();
    await first.getByRole('menuitem', { name: 'Log Out' }).click();
    await first.getByRole('dialog', { name: 'Log Out' }).getByRole('button', { name: 'Yes' }).click();
    await second
      .getByRole('banner')
      .getByRole('button', { name: 'Login' })
      .waitFor({ timeout: scaled(LIVE_WITHIN_MS) });
    await context.close();
  });

  it('signs the browser out at once when the password is changed on another device', async () => {
    const context = await shopperContext(browser, server);
    const page = await context.newPage();
    const stream = streamOpened(page);
    await gotoInteractive(page, `${server.url}/dashboard`);
    await stream;
    const device = await otherDevice(server);
    const changed = `${DEMO_SHOPPER.password}-new`;
    await device.changePassword(DEMO_SHOPPER.password, changed);
    try {
      // The account page's session is gone: its guard sends the guest home, with the Login button.
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Login' })
        .waitFor({ timeout: scaled(LIVE_WITHIN_MS) });
      await page.waitForURL(`${server.url}/`);
    } finally {
      await device.changePassword(changed, DEMO_SHOPPER.password);
      await context.close();
    }
  });
});

/** The server on PostgreSQL, in a schema of its own, so SQL can change what its pages show. */
const postgres = process.env.E2E_POSTGRES_URL;

describe(
  'live updates of changes made by SQL (PostgreSQL)',
  { skip: postgres ? false : 'set E2E_POSTGRES_URL (npm test -- --postgres=<url>)' },
  () => {
    const schema = `e2e_live_${randomBytes(4).toString('hex')}`;
    let server: RunningServer;
    let db: pg.Client;
    let context: BrowserContext;
    let page: Page;

    before(async () => {
      db = new pg.Client({ connectionString: postgres });
      await db.connect();
      await db.query(`CREATE SCHEMA ${schema}`);
      const url = new URL(postgres!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      server = await opened.server({ DATABASE_URL: url.href });
      browser ??= await opened.browser();
      await db.query(`SET search_path = ${schema}`);
      context = await shopperContext(browser, server);
      page = await context.newPage();
    });

    after(async () => {
      await context?.close();
      await server?.stop();
      await db?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db?.end();
    });

    it('shows an order status an operator set by SQL on the open order page', async () => {
      const { rows } = await db.query<{ id: number }>(
        "SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.phone = '01700000000' AND o.order_status = 'Pending' ORDER BY o.id LIMIT 1",
      );
      const orderId = rows[0]!.id;
      const stream = streamOpened(page);
      await gotoInteractive(page, `${server.url}/order-history/${orderId}`);
      await stream;
      await page
        .getByRole('main')
        .getByRole('heading', { name: /^Order #/ })
        .waitFor();
      await db.query("UPDATE orders SET order_status = 'On The Way' WHERE id = $1", [orderId]);
      const updatedAt = Date.now();
      await page
        .getByRole('main')
        .getByText('On The Way', { exact: true })
        .first()
        .waitFor({ timeout: scaled(LIVE_WITHIN_MS) });
      assert.ok(Date.now() - updatedAt <= scaled(LIVE_WITHIN_MS));
    });

    it('shows a reply inserted by SQL in the open ticket', async () => {
      const { rows } = await db.query<{ id: number; ticket_no: string }>(
        "SELECT t.id, t.ticket_no FROM support_tickets t JOIN users u ON u.id = t.user_id WHERE u.phone = '01700000000' AND t.status = 'running' ORDER BY t.id LIMIT 1",
      );
      const ticket = rows[0]!;
      const stream = streamOpened(page);
      await gotoInteractive(page, `${server.url}/support-ticket/${ticket.ticket_no}`);
      await stream;
      // The conversation is on screen (its messages loaded) before support answers.
      await page.getByRole('list', { name: 'Messages' }).or(page.getByText('No messages yet.')).first().waitFor();
      const reply = `We have sent a replacement (${randomBytes(3).toString('hex')}).`;
      await db.query('INSERT INTO support_ticket_messages (ticket_id, is_staff, message) VALUES ($1, true, $2)', [ticket.id, reply]);
      await page
        .getByRole('main')
        .getByText(reply)
        .waitFor({ timeout: scaled(LIVE_WITHIN_MS) });
    });
  },
);
