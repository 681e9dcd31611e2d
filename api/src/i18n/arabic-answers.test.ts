import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashPassword } from '../lib/password.js';
import { DEMO, postJson } from '../test-support/auth-fixtures.js';
import { call, createShopper, ordersOf, placeOrder, plainProduct, setOrderStatus, addToCart } from '../test-support/cart-fixtures.js';
import { multipartBody } from '../test-support/multipart.js';
import { samplePdf } from '../test-support/sample-files.js';
import { appForSuite } from '../test-support/test-app.js';
import { createTestUser } from '../test-support/users.js';
import { arFieldLabels } from './field-labels-ar.js';

/** The API in Arabic (docs/i18n.md): messages, validation errors and operator texts. */
const t = appForSuite();

const AR = { 'accept-language': 'ar' };
const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

/** Arabic, with no English word left in it (names and numbers aside, which these texts lack). */
function assertArabic(text: unknown, what: string): void {
  assert.equal(typeof text, 'string', what);
  assert.match(text as string, ARABIC, `${what}: ${String(text)}`);
  assert.doesNotMatch(text as string, LATIN_WORD, `${what}: ${String(text)}`);
}

describe('messages in the request language', () => {
  it('login errors', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: AR,
      payload: { phone: DEMO.phone, password: 'wrong-one' },
    });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json(), { message: 'كلمة المرور غير صحيحة.', errors: { password: ['كلمة المرور غير صحيحة.'] } });
    const english = await postJson(t.app, '/api/login', { phone: DEMO.phone, password: 'wrong-one' });
    assert.equal(english.json().message, 'The password is incorrect.');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' },
      payload: {},
    });
    assert.deepEqual(missing.json().errors, { phone: ['حقل رقم الهاتف مطلوب.'], password: ['حقل كلمة المرور مطلوب.'] });
  });

  it('address save', async () => {
    const user = await createTestUser(t.app);
    const address = {
      name: 'Rana',
      phone: '01711111111',
      area: 'Dhanmondi',
      post_code: '1209',
      address_line: 'House 4',
      address_type: 'home',
    };
    const saved = await t.app.inject({ method: 'POST', url: '/api/address/store', headers: { ...user.auth, ...AR }, payload: address });
    assert.equal(saved.json().message, 'تم حفظ العنوان بنجاح.', saved.body);
  });

  it('profile photo of the wrong type, and the change-password mismatch', async () => {
    const user = await createTestUser(t.app);
    const { payload, headers } = multipartBody({ name: 'X', phone: user.phone, profile_photo: { fileName: 'a.pdf', data: samplePdf() } });
    const photo = await t.app.inject({ method: 'POST', url: '/api/update-profile', headers: { ...user.auth, ...headers, ...AR }, payload });
    assert.equal(photo.statusCode, 422);
    assert.equal(photo.json().errors.profile_photo[0], 'يجب أن يكون حقل الصورة الشخصية ملفًا من النوع: png, jpg, gif.');
    await t.app.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, await hashPassword('old-secret')]);
    const body = { current_password: 'not-it', password: 'new-secret', password_confirmation: 'new-secret' };
    const change = await t.app.inject({ method: 'POST', url: '/api/change-password', headers: { ...user.auth, ...AR }, payload: body });
    assert.deepEqual(change.json(), {
      message: 'كلمة المرور الحالية غير صحيحة.',
      errors: { current_password: ['كلمة المرور الحالية غير صحيحة.'] },
    });
  });

  it('review and ticket', async () => {
    const shopper = await createShopper(t.app);
    const product = await plainProduct(t.app, { stock: 10, price: 20 });
    await addToCart(t.app, shopper, product);
    assert.equal((await placeOrder(t.app, shopper, [product.shopId])).statusCode, 200);
    const orderId = (await ordersOf(t.app, shopper.id))[0]!.id;
    await setOrderStatus(t.app, orderId, 'Delivered');
    const review = await call(t.app, shopper, 'POST', '/product-review', { order_id: orderId, product_id: product.id, rating: 5 }, AR);
    assert.equal(review.json().message, 'شكرًا لك على تقييمك.');

    const types = (await call(t.app, shopper, 'GET', '/ticket-issue-types', undefined, AR)).json().data.issue_types;
    for (const type of types) assertArabic(type.name, 'issue type');
    const ticket = { issue_type: types[0].id, subject: 'Late', message: 'Where is it?', email: 'a@b.example' };
    const created = await call(t.app, shopper, 'POST', '/support-ticket', ticket, AR);
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().message, 'تم إنشاء تذكرة الدعم بنجاح.');
    assert.equal(created.json().data.support_ticket.issue_type, types[0].name);
  });

  it('unauthenticated, unknown routes and rate limits', async () => {
    assert.deepEqual((await t.app.inject({ url: '/api/profile', headers: AR })).json(), { message: 'يجب تسجيل الدخول أولًا.' });
    assert.equal((await t.app.inject({ url: '/api/nowhere', headers: AR })).json().message, 'المسار GET /api/nowhere غير موجود.');
    assertArabic((await t.app.inject({ url: '/api/product-details?product_id=999999', headers: AR })).json().message, 'missing product');
  });

  it('answers in the store default language when Accept-Language names none of its languages', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'accept-language': 'de' }, payload: {} });
    assert.equal(response.json().errors.phone[0], 'The phone field is required.');
  });
});

describe('operator texts in the request language', () => {
  it('content pages: title and body', async () => {
    for (const slug of ['about-us', 'privacy-policy', 'terms-and-conditions', 'return-and-refund-policy']) {
      const page = (await t.app.inject({ url: `/api/legal-pages/${slug}`, headers: AR })).json().data.content;
      assertArabic(page.title, `${slug} title`);
      assert.match(page.description, ARABIC);
      const english = (await t.app.inject({ url: `/api/legal-pages/${slug}`, headers: { 'accept-language': 'en' } })).json().data.content;
      assert.doesNotMatch(english.title, ARABIC);
    }
  });

  it('the footer texts of /master, and the shop delivery text of a product', async () => {
    const master = (await t.app.inject({ url: '/api/master', headers: AR })).json().data;
    assert.equal(master.web_footer_text, 'جميع الحقوق محفوظة لشوب مارت');
    assertArabic(master.web_footer_description, 'footer description');
    assert.equal(master.app_locale, 'en');
    assert.equal((await t.app.inject({ url: '/api/master' })).json().data.web_footer_text, 'All rights reserved by ShopMart');
    const [row] = await t.app.db.query<{ id: number }>(
      "SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id WHERE s.estimated_delivery_time = '1-3 days' AND p.is_active LIMIT 1",
    );
    const details = (await t.app.inject({ url: `/api/product-details?product_id=${row!.id}`, headers: AR })).json().data;
    assert.equal(details.product.shop.estimated_delivery_time, 'من يوم إلى 3 أيام');
  });

  it('keeps one public answer per language: Arabic is never served to English', async () => {
    const url = '/api/legal-pages/about-us';
    const first = await t.app.inject({ url, headers: AR });
    const english = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    const again = await t.app.inject({ url, headers: AR });
    assert.equal(again.headers['x-cache'], 'hit');
    assert.equal(english.json().data.content.title, 'About Us');
    assert.equal(again.json().data.content.title, first.json().data.content.title);
    assert.equal(again.json().data.content.title, 'من نحن');
    assert.match(String(english.headers.vary), /Accept-Language/);
  });
});

describe('the store default language', () => {
  it('answers in it when the request names no language, and follows a change of app_locale', async () => {
    await t.app.db.query(`UPDATE settings SET value = '"ar"' WHERE key = 'app_locale'`);
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
      assert.equal(response.json().errors.phone[0], 'حقل رقم الهاتف مطلوب.');
      assert.equal((await t.app.inject({ url: '/api/legal-pages/about-us' })).json().data.content.title, 'من نحن');
    } finally {
      await t.app.db.query(`UPDATE settings SET value = '"en"' WHERE key = 'app_locale'`);
    }
  });
});

describe('field labels', () => {
  it('name in Arabic every field a route takes (body, query, path)', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, OperationDoc>> };
    const missing = new Set<string>();
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        for (const name of fieldNamesOf(operation)) if (!(name in arFieldLabels)) missing.add(name);
      }
    }
    assert.deepEqual([...missing].sort(), []);
  });
});

interface OperationDoc {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

function fieldNamesOf(operation: OperationDoc): string[] {
  const parameters = (operation.parameters ?? []).filter((p) => p.in !== 'header').map((p) => p.name);
  const bodies = Object.values(operation.requestBody?.content ?? {}).flatMap((c) => Object.keys(c.schema?.properties ?? {}));
  return [...parameters, ...bodies];
}
