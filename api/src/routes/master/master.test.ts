import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setSetting } from '../../db/queries/settings.js';
import { luminance, parseHex } from '../../lib/color.js';
import { appForSuite } from '../../test-support/test-app.js';
import { MASTER_DEFAULTS, readMasterSettings } from './master-data.js';

const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

describe('GET /api/master', () => {
  const t = appForSuite();

  const getMaster = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/master' });
    assert.equal(res.statusCode, 200);
    return res.json().data;
  };

  it('returns the seeded settings', async () => {
    const data = await getMaster();
    assert.equal(data.app_name, 'ShopMart');
    assert.deepEqual(data.currency, { symbol: '$', position: 'prefix', code: 'USD' });
    assert.equal(data.app_locale, 'en');
    assert.equal(data.multi_vendor, true);
    assert.equal(data.show_download_app, true);
    assert.equal(data.web_show_footer, true);
    assert.equal(data.app_environment, 'local');
    assert.equal(data.register_otp_verify, false);
    assert.equal(data.register_otp_type, 'phone');
    assert.equal(data.forgot_otp_type, 'phone');
    assert.equal(data.pusher_app_key, '');
    assert.match(data.google_playstore_link, /^https:\/\/play\.google\.com\//);
    assert.match(data.app_store_link, /^https:\/\/apps\.apple\.com\//);
    for (const key of ['web_logo', 'web_footer_logo', 'footer_qr']) assert.match(data[key], /^\/media\/generated\//);
  });

  it('has exactly the contract keys', async () => {
    const data = await getMaster();
    assert.deepEqual(Object.keys(data).sort(), [...Object.keys(MASTER_DEFAULTS), 'seller_registration', 'languages', 'categories'].sort());
  });

  it('lists payment gateways and social links with logos', async () => {
    const data = await getMaster();
    assert.deepEqual(
      data.payment_gateways.map((g: { name: string; title: string }) => [g.name, g.title]),
      [
        ['cash', 'Cash on Delivery'],
        ['card', 'Card payment'],
      ],
    );
    assert.deepEqual(
      data.social_links.map((s: { name: string }) => s.name),
      ['facebook', 'instagram', 'x', 'youtube'],
    );
    for (const item of [...data.payment_gateways, ...data.social_links]) assert.match(item.logo, /^\/media\/generated\/.+\.svg$/);
  });

  it("titles the payment gateways in the request's language, the list itself staying the default language's", async () => {
    const titles = async (language: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/master', headers: { 'accept-language': language } });
      return res.json().data.payment_gateways.map((g: { name: string; title: string }) => [g.name, g.title]);
    };
    assert.deepEqual(await titles('en'), [
      ['cash', 'Cash on Delivery'],
      ['card', 'Card payment'],
    ]);
    assert.deepEqual(await titles('ar'), [
      ['cash', 'الدفع عند الاستلام'],
      ['card', 'الدفع بالبطاقة'],
    ]);

    // The operator drops card payments: gone in Arabic too, though the Arabic copy still lists them.
    const [stored] = await t.app.db.query<{ value: Array<{ name: string }> }>("SELECT value FROM settings WHERE key = 'payment_gateways'");
    await setSetting(
      t.app.db,
      'payment_gateways',
      stored!.value.filter((g) => g.name === 'cash'),
    );
    try {
      assert.deepEqual(await titles('ar'), [['cash', 'الدفع عند الاستلام']]);
    } finally {
      await setSetting(t.app.db, 'payment_gateways', stored!.value);
    }
  });

  it('lists languages with their direction', async () => {
    const { languages } = await getMaster();
    assert.deepEqual(
      languages.map((l: { name: string; direction: string }) => [l.name, l.direction]),
      [
        ['en', 'ltr'],
        ['ar', 'rtl'],
      ],
    );
    for (const language of languages) {
      assert.equal(typeof language.id, 'number');
      assert.ok(language.title.length > 0);
    }
  });

  it('sends the primary colour with shades 50 to 950 from light to dark', async () => {
    const { theme_colors: colors } = await getMaster();
    assert.equal(colors.primary, '#EE456B');
    assert.equal(colors.primary500, '#EE456B');
    const lightness = SHADES.map((shade) => {
      const hex = colors[`primary${shade}`];
      assert.match(hex, /^#[0-9A-F]{6}$/, `primary${shade}`);
      return luminance(parseHex(hex));
    });
    for (let i = 1; i < lightness.length; i++) assert.ok(lightness[i]! < lightness[i - 1]!, `shade ${SHADES[i]}`);
  });

  it('disables every social sign-in with empty client ids', async () => {
    const { social_auths: auths } = await getMaster();
    assert.deepEqual(auths, {
      google: { is_active: false, client_id: '' },
      facebook: { is_active: false, client_id: '' },
      apple: { is_active: false, client_id: '', redirect_url: '' },
    });
  });

  it('includes the category tree with thumbnails', async () => {
    const { categories } = await getMaster();
    assert.equal(categories.length, 8);
    for (const category of categories) {
      assert.match(category.thumbnail, /^\/media\/generated\/category\//);
      assert.ok(category.sub_categories.length >= 2 && category.sub_categories.length <= 4, category.name);
      for (const sub of category.sub_categories) assert.deepEqual(Object.keys(sub).sort(), ['id', 'name', 'thumbnail']);
    }
  });

  it('reflects settings changed in the database and falls back on a broken one', async () => {
    await setSetting(t.app.db, 'app_name', 'Test Mart');
    await setSetting(t.app.db, 'currency', { symbol: '€', position: 'nowhere' });
    const data = await getMaster();
    assert.equal(data.app_name, 'Test Mart');
    assert.deepEqual(data.currency, MASTER_DEFAULTS.currency);
  });
});

describe('readMasterSettings', () => {
  it('uses the defaults for missing keys', () => {
    assert.deepEqual(readMasterSettings({}), MASTER_DEFAULTS);
  });

  it('ignores keys outside the contract', () => {
    const settings = readMasterSettings({ contact_us: { phone: '1' }, app_name: 'X' });
    assert.equal(settings.app_name, 'X');
    assert.equal('contact_us' in settings, false);
  });
});
