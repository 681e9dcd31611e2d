import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { escapeHtml } from '../../lib/html.js';
import { MAX_RETURN_TO, SHOPPER_ACTION_BODY_LIMIT, readAction, sameSitePath } from './shopper-action-page.js';

let t: TestApp;
let listed: { id: number; name: string };
/** The same product's name in Arabic (the demo seed names its products in both). */
let arabicName: string;
before(async () => {
  t = await createTestApp();
  const first = async (language: string) =>
    (await t.app.inject({ url: '/api/products?per_page=1', headers: { 'accept-language': language } })).json<{
      data: { products: Array<{ id: number; name: string }> };
    }>().data.products[0]!;
  listed = await first('en');
  const arabic = await first('ar');
  assert.equal(arabic.id, listed.id);
  assert.notEqual(arabic.name, listed.name);
  arabicName = arabic.name;
});
after(() => t?.close());

/** What the storefront's hidden form sends when a browser without JavaScript submits a button of it. */
function post(fields: Record<string, string> | string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/shopper-action',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
}

type Answer = Awaited<ReturnType<typeof post>>;

/** Language and direction, the store's header and colour, no script, and nothing kept by a cache. */
function assertGuestFrame(response: Answer, language: 'en' | 'ar') {
  assert.match(response.headers['content-type'] as string, /^text\/html; charset=utf-8/);
  assert.match(response.body, new RegExp(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`));
  const alt = language === 'ar' ? 'شعار ShopMart' : 'ShopMart logo';
  assert.match(
    response.body,
    new RegExp(`<header class="store"><img src="/media/generated/logo/[^"]+" alt="${alt}" width="110" height="28"></header>`),
  );
  assert.match(response.body, /border-top: 4px solid #EE456B/, 'the header wears the theme colour');
  assert.doesNotMatch(response.body, /<script/i);
  assert.equal(response.headers['cache-control'], 'no-store');
  // The storefront's CSP, as on the payment pages: no script, inline styles, forms to our own origin.
  const csp = response.headers['content-security-policy'] as string;
  assert.match(csp, /script-src 'self'/);
  assert.match(csp, /style-src 'self' 'unsafe-inline'/);
  assert.match(csp, /form-action 'self'/);
  assert.equal(response.headers['www-authenticate'], undefined);
}

const h1 = (response: Answer) => /<h1>([^<]*)<\/h1>/.exec(response.body)?.[1];
const back = (response: Answer) => /<a class="button primary" href="([^"]*)">([^<]*)<\/a>/.exec(response.body)?.slice(1);

describe("POST /shopper-action: a shopper's button posted without JavaScript", () => {
  it("answers a guest 'Please login first!' for Add to Cart and Buy Now, naming the product, with a link back to the page", async () => {
    const cartLines = async () => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items'))[0]!.n;
    const linesBefore = await cartLines();
    for (const action of ['cart-add', 'buy-now'] as const) {
      const response = await post({ action: `${action}:${listed.id}`, return_to: '/products?page=2&sort=low_to_high' });
      assert.equal(response.statusCode, 200, action);
      assertGuestFrame(response, 'en');
      assert.equal(h1(response), 'Please login first!');
      assert.match(response.body, /<title>Please login first! - ShopMart<\/title>/);
      const what =
        action === 'cart-add'
          ? `Log in to add <bdi>${escapeHtml(listed.name)}</bdi> to your cart.`
          : `Log in to buy <bdi>${escapeHtml(listed.name)}</bdi>.`;
      assert.ok(response.body.includes(`<p>${what}</p>`), `${action}: ${response.body}`);
      assert.match(
        response.body,
        /<p class="note">Logging in and registering need JavaScript: turn it on in your browser, then try again.<\/p>/,
      );
      assert.deepEqual(back(response), ['/products?page=2&#38;sort=low_to_high', 'Back']);
    }
    assert.equal(await cartLines(), linesBefore, 'nothing is added for anyone');
  });

  it('sends a guest to registration for the wishlist heart', async () => {
    const response = await post({ action: `wishlist:${listed.id}`, return_to: `/products/${listed.id}/details` });
    assert.equal(response.statusCode, 200);
    assertGuestFrame(response, 'en');
    assert.equal(h1(response), 'Please register first!');
    assert.ok(response.body.includes(`<p>Create an account to add <bdi>${escapeHtml(listed.name)}</bdi> to your wishlist.</p>`));
    assert.deepEqual(back(response), [`/products/${listed.id}/details`, 'Back']);
  });

  it("is a guest's page even with a bearer token or a session cookie: a form post carries none the storefront uses", async () => {
    const response = await post(
      { action: `cart-add:${listed.id}`, return_to: '/' },
      { authorization: 'Bearer not-a-session', cookie: 'session=whatever' },
    );
    assert.equal(response.statusCode, 200);
    assert.equal(h1(response), 'Please login first!');
  });

  it("answers in Arabic when the page was Arabic (its cookie, or ?lang=ar in the page), with the store's own words", async () => {
    const byCookie = await post(
      { action: `cart-add:${listed.id}`, return_to: '/products' },
      { cookie: 'storefront_locale=ar', 'accept-language': 'en' },
    );
    assert.equal(byCookie.statusCode, 200);
    assertGuestFrame(byCookie, 'ar');
    // toast.loginFirst, the words the storefront's toast says.
    assert.equal(h1(byCookie), 'يرجى تسجيل الدخول أولاً!');
    assert.ok(byCookie.body.includes(`<p>سجّل الدخول لإضافة <bdi>${escapeHtml(arabicName)}</bdi> إلى سلتك.</p>`));
    assert.match(
      byCookie.body,
      /<p class="note">يتطلب تسجيل الدخول وإنشاء الحساب تفعيل JavaScript: فعّلها في متصفحك ثم حاول مرة أخرى.<\/p>/,
    );
    assert.deepEqual(back(byCookie), ['/products', 'رجوع']);
    assert.doesNotMatch(byCookie.body, /Please login|Back<|Log in/, 'no English left');

    const byQuery = await post({ action: `wishlist:${listed.id}`, return_to: '/products?lang=ar' });
    assertGuestFrame(byQuery, 'ar');
    assert.equal(h1(byQuery), 'يرجى إنشاء حساب أولاً!');
    assert.ok(byQuery.body.includes(`<p>أنشئ حسابًا لإضافة <bdi>${escapeHtml(arabicName)}</bdi> إلى قائمة أمنياتك.</p>`));

    const buyNow = await post({ action: `buy-now:${listed.id}`, return_to: '/?lang=ar' });
    assert.equal(h1(buyNow), 'يرجى تسجيل الدخول أولاً!');
    assert.ok(buyNow.body.includes(`<p>سجّل الدخول لشراء <bdi>${escapeHtml(arabicName)}</bdi>.</p>`));

    // Like the storefront's pages, the page's language, not the browser's: English by default.
    const english = await post({ action: `cart-add:${listed.id}`, return_to: '/' }, { 'accept-language': 'ar' });
    assertGuestFrame(english, 'en');
  });

  it("follows the operator's wording of 'Please login first!'", async () => {
    const [row] = await t.app.db.query<{ text: string }>(`SELECT text FROM translations WHERE locale = 'en' AND key = 'toast.loginFirst'`);
    await t.app.db.query(`UPDATE translations SET text = 'Sign in first, please!' WHERE locale = 'en' AND key = 'toast.loginFirst'`);
    try {
      assert.equal(h1(await post({ action: `cart-add:${listed.id}`, return_to: '/' })), 'Sign in first, please!');
    } finally {
      await t.app.db.query(`UPDATE translations SET text = $1 WHERE locale = 'en' AND key = 'toast.loginFirst'`, [row!.text]);
    }
  });

  it('leaves the name out for a product that is not listed (unknown id), and still answers the guest', async () => {
    const response = await post({ action: 'cart-add:999999999', return_to: '/products' });
    assert.equal(response.statusCode, 200);
    assert.equal(h1(response), 'Please login first!');
    assert.doesNotMatch(response.body, /<bdi>|to your cart/);
    assert.match(response.body, /<p class="note">/);
  });

  it("answers 422 naming the action field, in the page's language, for anything but the three actions and a product id", async () => {
    const invalid = [
      'checkout:1',
      'cart-add:0',
      'cart-add:-1',
      'cart-add:01',
      'cart-add:1234567890',
      'cart-add:1.5',
      'cart-add:12 ',
      'CART-ADD:1',
      'cart-add',
      'wishlist:<script>',
    ];
    for (const action of invalid) {
      const response = await post({ action, return_to: '/products' });
      assert.equal(response.statusCode, 422, action);
      assertGuestFrame(response, 'en');
      assert.equal(h1(response), 'Request not understood');
      assert.match(response.body, /<p>The selected action is invalid.<\/p>/, action);
      assert.deepEqual(back(response), ['/products', 'Back']);
    }
    const missing = await post({ return_to: '/products' });
    assert.equal(missing.statusCode, 422);
    assert.match(missing.body, /<p>The action field is required.<\/p>/);
    const arabic = await post({ action: 'cart-add:x', return_to: '/?lang=ar' });
    assert.equal(arabic.statusCode, 422);
    assertGuestFrame(arabic, 'ar');
    assert.equal(h1(arabic), 'تعذّر فهم الطلب');
    assert.match(arabic.body, /<p>[^<]*الإجراء[^<]*<\/p>/, 'the field by its Arabic label');
  });

  it('sends back only to a path of this site: anything else is the home page', async () => {
    const hostile = [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example/',
      '/\t/evil.example/',
      '/\n/evil.example',
      '/products\u0000',
      'javascript:alert(1)',
      ' /products',
      'products',
      '',
      `/${'a'.repeat(MAX_RETURN_TO)}`,
    ];
    for (const returnTo of hostile) {
      const response = await post({ action: `cart-add:${listed.id}`, return_to: returnTo });
      assert.equal(response.statusCode, 200, JSON.stringify(returnTo));
      assert.deepEqual(back(response), ['/', 'Back'], JSON.stringify(returnTo));
    }
    const missing = await post({ action: `cart-add:${listed.id}` });
    assert.deepEqual(back(missing), ['/', 'Back']);
    // A path with characters HTML gives meaning to is kept, escaped.
    const quoted = await post({ action: `cart-add:${listed.id}`, return_to: '/products?search="a"<b>&page=2' });
    assert.deepEqual(back(quoted), ['/products?search=&#34;a&#34;&#60;b&#62;&#38;page=2', 'Back']);
    const longest = `/${'a'.repeat(MAX_RETURN_TO - 1)}`;
    assert.deepEqual(back(await post({ action: `cart-add:${listed.id}`, return_to: longest })), [longest, 'Back']);
  });

  it('refuses a body over its limit with 413, and a body that is not a form, as pages', async () => {
    const tooLong = await post({ action: `cart-add:${listed.id}`, return_to: `/${'a'.repeat(SHOPPER_ACTION_BODY_LIMIT)}` });
    assert.equal(tooLong.statusCode, 413);
    assertGuestFrame(tooLong, 'en');
    assert.equal(h1(tooLong), 'Request not understood');
    assert.deepEqual(back(tooLong), ['/', 'Back']);
    const arabic = await post(`action=cart-add:1&return_to=/${'a'.repeat(SHOPPER_ACTION_BODY_LIMIT)}`, { cookie: 'storefront_locale=ar' });
    assert.equal(arabic.statusCode, 413);
    assertGuestFrame(arabic, 'ar');
    const xml = await post('<action>cart-add:1</action>', { 'content-type': 'application/xml' });
    assert.equal(xml.statusCode, 415);
    assertGuestFrame(xml, 'en');
    assert.equal(h1(xml), 'Request not understood');
    // Plain text holds no fields: the action is missing.
    assert.equal((await post('action=cart-add:1', { 'content-type': 'text/plain' })).statusCode, 422);
    // A JSON body is read like the form (the same fields), within the same limit.
    const json = await t.app.inject({
      method: 'POST',
      url: '/shopper-action',
      payload: { action: `wishlist:${listed.id}`, return_to: '/shops' },
    });
    assert.equal(json.statusCode, 200);
    assert.equal(h1(json), 'Please register first!');
    const bigJson = await t.app.inject({
      method: 'POST',
      url: '/shopper-action',
      payload: { action: 'wishlist:1', pad: 'x'.repeat(SHOPPER_ACTION_BODY_LIMIT) },
    });
    assert.equal(bigJson.statusCode, 413);
  });

  it('is a page, not an API route: GET is not it, and /api/shopper-action does not exist', async () => {
    assert.equal((await t.app.inject({ url: '/api/shopper-action', method: 'POST', payload: {} })).statusCode, 404);
    assert.notEqual((await t.app.inject({ url: '/shopper-action' })).statusCode, 200);
  });
});

describe('reading the form', () => {
  it('reads the three actions with a positive product id that fits the database', () => {
    assert.deepEqual(readAction('cart-add:12'), { action: 'cart-add', productId: 12 });
    assert.deepEqual(readAction('buy-now:999999999'), { action: 'buy-now', productId: 999999999 });
    assert.deepEqual(readAction('wishlist:1'), { action: 'wishlist', productId: 1 });
    assert.deepEqual(readAction(undefined), { invalid: 'validation.required' });
    assert.deepEqual(readAction(''), { invalid: 'validation.required' });
    assert.deepEqual(readAction(['cart-add:1']), { invalid: 'validation.selected_invalid' });
    assert.deepEqual(readAction('cart-add:2147483648'), { invalid: 'validation.selected_invalid' });
  });

  it('keeps a same-site path only', () => {
    assert.equal(sameSitePath('/products?page=2'), '/products?page=2');
    assert.equal(sameSitePath('/a\\b'), '/a\\b', 'a backslash after the first segment stays on this site');
    assert.equal(sameSitePath('/\u0085x'), '/', 'C1 controls too');
    assert.equal(sameSitePath(42), '/');
  });
});
