import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  addToCart,
  call,
  createShopper,
  ordersOf,
  placeOrder,
  plainProduct,
  productOfAnotherShop,
  type Shopper,
  type TestProduct,
} from '../../test-support/cart-fixtures.js';
import { decideAtTestCheckout, openTestCheckout, paymentEvents, payThroughTestProvider } from '../../test-support/payment-fixtures.js';
import { appForSuite, createTestApp } from '../../test-support/test-app.js';
import { ProviderUnavailableError } from '../../payments/payment-provider.js';
import { escapeHtml } from '../../lib/html.js';

const t = appForSuite();
let a: TestProduct;
let b: TestProduct;
before(async () => {
  a = await plainProduct(t.app, { stock: 100, price: 30 });
  b = await productOfAnotherShop(t.app, a.shopId, 100);
});

/** Places card orders in both shops and answers the payment page's path. */
async function pendingPayment(shopper: Shopper): Promise<string> {
  await addToCart(t.app, shopper, a);
  await addToCart(t.app, shopper, b);
  const response = await placeOrder(t.app, shopper, [a.shopId, b.shopId], { payment_method: 'card' });
  return response.json().data.order_payment_url;
}

describe('a card payment through the test provider', () => {
  it('sends the payment link to the provider, whose page shows the orders of one placement with a plain form', async () => {
    const url = await pendingPayment(await createShopper(t.app));
    const checkout = await openTestCheckout(t.app, url);
    assert.equal(await openTestCheckout(t.app, url), checkout, 'opening the link again resumes the same session');
    const response = await t.app.inject({ url: checkout });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/html/);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    assert.match(response.headers['content-security-policy'] as string, /script-src 'self'/);
    assert.doesNotMatch(response.body, /<script/i);
    assert.match(response.body, new RegExp(`<form method="post" action="${checkout}">`));
    assert.match(response.body, /name="decision" value="pay"/);
    assert.match(response.body, /name="decision" value="cancel"/);
    assert.equal((response.body.match(/<td><bdi dir="ltr">SM[0-9A-Z]{10}<\/bdi><\/td>/g) ?? []).length, 2, 'both orders');
  });

  it('marks every order paid only by the signed webhook, and sends the browser back to the order history', async () => {
    const shopper = await createShopper(t.app);
    const url = await pendingPayment(shopper);
    const before = (await paymentEvents(t.app, 'test')).length;
    const response = await payThroughTestProvider(t.app, url);
    assert.match(
      response.headers.location as string,
      /^http:\/\/localhost(:\d+)?\/order-history\?payment=success&order=\d+,\d+$/,
      'both orders',
    );
    const events = await paymentEvents(t.app, 'test');
    assert.deepEqual(
      events.slice(before).map((e) => [e.type, e.result]),
      [['session.paid', 'applied']],
    );
    assert.deepEqual(
      (await ordersOf(t.app, shopper.id)).map((o) => o.payment_status),
      ['Paid', 'Paid'],
    );
    const payments = await t.app.db.query<{ status: string }>(
      'SELECT p.status FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id = $1',
      [shopper.id],
    );
    assert.deepEqual(
      payments.map((p) => p.status),
      ['Paid', 'Paid'],
    );
    const afterwards = await t.app.inject({ url });
    assert.equal(afterwards.statusCode, 200);
    assert.match(afterwards.body, /Payment complete/);
  });

  it('leaves the orders unpaid on Cancel, and payable again', async () => {
    const shopper = await createShopper(t.app);
    const url = await pendingPayment(shopper);
    const checkout = await openTestCheckout(t.app, url);
    const response = await decideAtTestCheckout(t.app, checkout, 'cancel');
    assert.equal(response.statusCode, 303);
    assert.match(response.headers.location as string, /\/order-history\?payment=cancelled&order=\d+,\d+$/);
    assert.deepEqual(
      (await ordersOf(t.app, shopper.id)).map((o) => o.payment_status),
      ['Pending', 'Pending'],
    );
    await payThroughTestProvider(t.app, url);
    assert.deepEqual(
      (await ordersOf(t.app, shopper.id)).map((o) => o.payment_status),
      ['Paid', 'Paid'],
    );
  });

  it('ends the whole attempt when one of its orders is cancelled; the other is paid through a new link', async () => {
    const shopper = await createShopper(t.app);
    const url = await pendingPayment(shopper);
    const checkout = await openTestCheckout(t.app, url);
    const [latest, other] = await ordersOf(t.app, shopper.id);
    assert.equal((await call(t.app, shopper, 'POST', '/orders/cancel', { order_id: latest!.id })).statusCode, 200);
    assert.equal((await t.app.inject({ url })).statusCode, 410);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the provider's session is ended after the commit
    assert.equal((await t.app.inject({ url: checkout })).statusCode, 410, 'the provider no longer takes it');
    const again = await call(t.app, shopper, 'GET', `/order-payment/${other!.id}/card`);
    assert.equal(again.statusCode, 200, again.body);
    await payThroughTestProvider(t.app, again.json().data.order_payment_url);
    const statuses = (await ordersOf(t.app, shopper.id)).map((o) => `${o.order_status}/${o.payment_status}`);
    assert.deepEqual(statuses, ['Cancelled/Pending', 'Pending/Paid']);
  });

  it('closes a link after a day', async () => {
    const shopper = await createShopper(t.app);
    const url = await pendingPayment(shopper);
    await t.app.db.query(
      "UPDATE payments SET created_at = now() - interval '25 hours' WHERE order_id IN (SELECT id FROM orders WHERE user_id = $1)",
      [shopper.id],
    );
    const response = await t.app.inject({ url });
    assert.equal(response.statusCode, 410);
    assert.match(response.body, /expired/);
  });

  it('answers 404 for an unknown or malformed token or session, and 400 for a bad decision', async () => {
    for (const url of ['/pay/' + 'x'.repeat(43), '/pay/short', '/pay/%3Cscript%3E', '/payments/test/checkout/tcs_' + 'x'.repeat(32)]) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /not valid/);
    }
    const checkout = await openTestCheckout(t.app, await pendingPayment(await createShopper(t.app)));
    assert.equal((await decideAtTestCheckout(t.app, checkout, 'steal')).statusCode, 400);
    assert.equal((await decideAtTestCheckout(t.app, checkout, '')).statusCode, 400);
  });

  it('refuses a webhook without a valid signature, and changes nothing', async () => {
    const shopper = await createShopper(t.app);
    const url = await pendingPayment(shopper);
    await openTestCheckout(t.app, url);
    const [attempt] = await t.app.db.query<{ id: string; amount_minor: number }>(
      `SELECT a.id, a.amount_minor::int AS amount_minor FROM payment_attempts a JOIN payments p ON p.attempt_id = a.id
        JOIN orders o ON o.id = p.order_id WHERE o.user_id = $1 LIMIT 1`,
      [shopper.id],
    );
    const { id: attemptId, amount_minor } = attempt!;
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'session.paid',
      data: { attempt_id: attemptId, amount_minor, currency: 'USD', object_id: 'x', payment_reference: 'y' },
    });
    for (const headers of [{}, { 'test-provider-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/test',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'Webhook signature verification failed.');
    }
    assert.deepEqual(
      (await ordersOf(t.app, shopper.id)).map((o) => o.payment_status),
      ['Pending', 'Pending'],
    );
    assert.equal((await t.app.db.query("SELECT 1 FROM payment_events WHERE event_id = 'evt_forged'")).length, 0);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/nobody', payload: body })).statusCode, 404);
  });
});

describe('card payments with no provider', () => {
  it('offers no card gateway and refuses a card order when the test provider is off and Stripe is not configured', async () => {
    const off = await createTestApp({ payments: { testProvider: 'off', pollSeconds: 30, reconcileAfterSeconds: 300 } });
    try {
      const master = (await off.app.inject({ url: '/api/master' })).json().data;
      assert.deepEqual(
        master.payment_gateways.map((g: { name: string }) => g.name),
        ['cash'],
      );
      const product = await plainProduct(off.app, { stock: 10, price: 10 });
      const shopper = await createShopper(off.app);
      await addToCart(off.app, shopper, product);
      const placed = await placeOrder(off.app, shopper, [product.shopId], { payment_method: 'card' });
      assert.equal(placed.statusCode, 422);
      assert.ok(placed.json().errors.payment_method);
    } finally {
      await off.close();
    }
  });
});

describe('the printable invoice', () => {
  it('serves the order named by its invoice link, and 404 for any other token', async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, a, { quantity: 2 });
    await placeOrder(t.app, shopper, [a.shopId]);
    const [order] = await ordersOf(t.app, shopper.id);
    const details = (await call(t.app, shopper, 'GET', `/order-details?order_id=${order!.id}`)).json().data.order;
    const response = await t.app.inject({ url: details.invoice_url });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.match(response.body, new RegExp(`Invoice ${details.order_code}`));
    assert.ok(response.body.includes(escapeHtml(a.name)));
    assert.doesNotMatch(response.body, /<script/i);
    assert.equal((await t.app.inject({ url: '/invoice/' + 'A'.repeat(32) })).statusCode, 404);
    assert.equal((await t.app.inject({ url: '/invoice/nope' })).statusCode, 404);
  });
});

describe('the invoice of a cancelled paid order', () => {
  it('shows the refund under the total, owed and then made with its date, amounts grouped as the store writes them', async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, a);
    await placeOrder(t.app, shopper, [a.shopId]);
    const [order] = await ordersOf(t.app, shopper.id);
    await t.app.db.query(
      `UPDATE orders SET payable_amount = 1744.77, payment_status = 'Paid', order_status = 'Cancelled',
         refund_status = 'Pending', refund_amount = 1744.77 WHERE id = $1`,
      [order!.id],
    );
    await t.app.db.query(`UPDATE orders SET address = address || '{"flat_no": "12", "address_line": "Road 7"}'::jsonb WHERE id = $1`, [
      order!.id,
    ]);
    const { invoice_url } = (await call(t.app, shopper, 'GET', `/order-details?order_id=${order!.id}`)).json().data.order;
    const owed = (await t.app.inject({ url: invoice_url, headers: { 'accept-language': 'en' } })).body;
    assert.match(owed, /Payment: Refund pending \(/);
    assert.match(owed, /<td colspan="3">Total<\/td><td class="num"><bdi dir="ltr">\$1,744\.77<\/bdi><\/td>/);
    assert.match(
      owed,
      /<tr class="refund"><td colspan="3">Refund pending<\/td><td class="num"><bdi dir="ltr">-\$1,744\.77<\/bdi><\/td><\/tr>/,
    );

    await t.app.db.query(`UPDATE orders SET refund_status = 'Refunded', refunded_at = '2026-11-28T10:00:00Z' WHERE id = $1`, [order!.id]);
    const made = (await t.app.inject({ url: invoice_url, headers: { 'accept-language': 'en' } })).body;
    assert.match(made, /Payment: Refunded \(/);
    assert.match(
      made,
      /<tr class="refund"><td colspan="3">Refunded <bdi dir="ltr">2026-11-28<\/bdi><\/td><td class="num"><bdi dir="ltr">-\$1,744\.77<\/bdi><\/td><\/tr>/,
    );
    assert.match(made, /<bdi>12<\/bdi>, <bdi>Road 7<\/bdi>/, 'each address line isolated');

    const arabic = (await t.app.inject({ url: invoice_url, headers: { 'accept-language': 'ar' } })).body;
    assert.match(
      arabic,
      /<tr class="refund"><td colspan="3">تم الاسترداد <bdi dir="ltr">2026-11-28<\/bdi><\/td><td class="num"><bdi dir="ltr">-\$1,744\.77<\/bdi><\/td><\/tr>/,
    );
    assert.match(arabic, /الدفع: تم الاسترداد/);
  });
});

describe("the server's pages in the request's language, wearing the store's look", () => {
  const open = (url: string, language: 'en' | 'ar') => t.app.inject({ url, headers: { 'accept-language': language } });

  /** The frame every page has: language and direction, the store's header, colour and icon, and the secret-keeping headers. */
  function assertFrame(response: Awaited<ReturnType<typeof open>>, language: 'en' | 'ar') {
    assert.match(response.body, new RegExp(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`));
    assert.match(response.body, /<link rel="icon" href="\/favicon.ico">/);
    const alt = language === 'ar' ? 'شعار ShopMart' : 'ShopMart logo';
    assert.match(
      response.body,
      new RegExp(`<header class="store"><img src="/media/generated/logo/[^"]+" alt="${alt}" width="110" height="28"></header>`),
    );
    assert.match(response.body, /border-top: 4px solid #EE456B/, 'the header wears the theme colour');
    assert.match(response.body, /button.primary, a.button.primary \{ background: #EE456B;/, 'so does the primary button');
    assert.doesNotMatch(response.body, /<script/i);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
  }

  it('shows the test checkout in English and in Arabic, amounts and order codes left to right', async () => {
    const checkout = await openTestCheckout(t.app, await pendingPayment(await createShopper(t.app)));
    const english = await open(checkout, 'en');
    assertFrame(english, 'en');
    assert.match(english.body, /<h1>Test payment<\/h1>/);
    assert.match(english.body, /<th>Order<\/th><th>Shop<\/th><th class="num">Amount<\/th>/);
    assert.match(english.body, />Pay <bdi dir="ltr">\d+\.\d\d USD<\/bdi><\/button>/);
    assert.match(english.body, />Cancel<\/button>/);

    const arabic = await open(checkout, 'ar');
    assertFrame(arabic, 'ar');
    assert.match(arabic.body, /<title>دفع تجريبي - ShopMart<\/title>/);
    assert.match(arabic.body, /<h1>دفع تجريبي<\/h1>/);
    assert.match(arabic.body, /<th>الطلب<\/th><th>المتجر<\/th><th class="num">المبلغ<\/th>/);
    assert.match(arabic.body, /<td colspan="2">الإجمالي<\/td><td class="num"><bdi dir="ltr">\d+\.\d\d USD<\/bdi><\/td>/);
    assert.match(arabic.body, />ادفع <bdi dir="ltr">\d+\.\d\d USD<\/bdi><\/button>/);
    assert.match(arabic.body, />إلغاء<\/button>/);
    assert.doesNotMatch(arabic.body, /Test payment|Cancel|Total/, 'no English left');

    // The language the shopper chose in the store (its cookie) wins over the browser's.
    const chosen = await t.app.inject({ url: checkout, headers: { 'accept-language': 'en', cookie: 'storefront_locale=ar' } });
    assertFrame(chosen, 'ar');
    const unknown = await t.app.inject({ url: checkout, headers: { 'accept-language': 'en', cookie: 'storefront_locale=xx' } });
    assertFrame(unknown, 'en');
  });

  it("answers the payment link's closed, paid and not-found pages in the request's language", async () => {
    const missing = `/pay/${'A'.repeat(43)}`;
    const [english, arabic] = [await open(missing, 'en'), await open(missing, 'ar')];
    assert.equal(english.statusCode, 404);
    assertFrame(english, 'en');
    assert.match(english.body, /<h1>Payment link not found<\/h1><p>This payment link is not valid.<\/p>/);
    assert.match(english.body, /href="\/order-history">Back to my orders</);
    assert.equal(arabic.statusCode, 404);
    assertFrame(arabic, 'ar');
    assert.match(arabic.body, /<h1>رابط الدفع غير موجود<\/h1><p>رابط الدفع هذا غير صالح.<\/p>/);
    assert.match(arabic.body, /href="\/order-history">العودة إلى طلباتي</);

    const url = await pendingPayment(await createShopper(t.app));
    await payThroughTestProvider(t.app, url);
    assert.match((await open(url, 'en')).body, /<h1>Payment complete<\/h1><p>These orders are paid. Thank you!<\/p>/);
    const paid = await open(url, 'ar');
    assertFrame(paid, 'ar');
    assert.match(paid.body, /<h1>اكتمل الدفع<\/h1><p>تم دفع هذه الطلبات. شكرًا لك!<\/p>/);
  });

  it('says the payment service is unavailable in English and in Arabic, with a primary button to try again', async () => {
    const url = await pendingPayment(await createShopper(t.app));
    const payments = t.app.payments as { begin: (...args: unknown[]) => Promise<string> };
    const begin = payments.begin;
    payments.begin = () => Promise.reject(new ProviderUnavailableError('test', new Error('down')));
    try {
      const english = await open(url, 'en');
      assert.equal(english.statusCode, 503);
      assertFrame(english, 'en');
      assert.match(english.body, /<h1>Payment service unavailable<\/h1>/);
      assert.match(english.body, new RegExp(`<a class="button primary" href="${url}">Try again</a>`));
      const arabic = await open(url, 'ar');
      assert.equal(arabic.statusCode, 503);
      assertFrame(arabic, 'ar');
      assert.match(arabic.body, /<h1>خدمة الدفع غير متاحة<\/h1>/);
      assert.match(arabic.body, new RegExp(`<a class="button primary" href="${url}">حاول مرة أخرى</a>`));
      assert.doesNotMatch(arabic.body, /Payment service|Try again/);
    } finally {
      payments.begin = begin;
    }
  });

  it("prints the invoice in the request's language: labels, statuses and the gateway's title; money, code and phone left to right", async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, a, { quantity: 2 });
    await placeOrder(t.app, shopper, [a.shopId]);
    const [order] = await ordersOf(t.app, shopper.id);
    const details = (await call(t.app, shopper, 'GET', `/order-details?order_id=${order!.id}`)).json().data.order;

    const english = await open(details.invoice_url, 'en');
    assert.equal(english.statusCode, 200);
    assertFrame(english, 'en');
    assert.match(english.body, new RegExp(`<h1>Invoice <bdi dir="ltr">${details.order_code}</bdi></h1>`));
    assert.match(english.body, /Pending · Payment: Pending \(Cash on Delivery\)/);
    assert.match(english.body, /<th>Product<\/th><th class="num">Qty<\/th><th class="num">Unit<\/th><th class="num">Amount<\/th>/);
    assert.match(english.body, /<td colspan="3">Total<\/td><td class="num"><bdi dir="ltr">\$\d+\.\d\d<\/bdi><\/td>/);

    const arabic = await open(details.invoice_url, 'ar');
    assert.equal(arabic.statusCode, 200);
    assertFrame(arabic, 'ar');
    assert.match(arabic.body, new RegExp(`<title>فاتورة ${details.order_code} - ShopMart</title>`));
    assert.match(arabic.body, new RegExp(`<h1>فاتورة <bdi dir="ltr">${details.order_code}</bdi></h1>`));
    assert.match(
      arabic.body,
      /تاريخ الطلب <bdi dir="ltr">\d{4}-\d\d-\d\d<\/bdi> · قيد الانتظار · الدفع: بانتظار الدفع \(الدفع عند الاستلام\)/,
    );
    assert.match(arabic.body, /<th>المنتج<\/th><th class="num">الكمية<\/th><th class="num">سعر الوحدة<\/th><th class="num">المبلغ<\/th>/);
    assert.match(arabic.body, /<td colspan="3">الإجمالي<\/td><td class="num"><bdi dir="ltr">\$\d+\.\d\d<\/bdi><\/td>/);
    assert.match(arabic.body, /<br><bdi dir="ltr">[+\d ]+<\/bdi><\/p>/, 'the phone reads left to right');
    assert.doesNotMatch(arabic.body, /Invoice|Cash on Delivery|Total|Qty/, 'no English left');

    const missing = await open('/invoice/' + 'A'.repeat(32), 'ar');
    assert.equal(missing.statusCode, 404);
    assert.match(missing.body, /<h1>الفاتورة غير موجودة<\/h1><p>رابط الفاتورة هذا غير صالح.<\/p>/);
  });
});
