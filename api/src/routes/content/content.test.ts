import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LEGAL_PAGES } from '../../db/seed/data/legal-pages.js';
import { setSetting } from '../../db/queries/settings.js';
import { appForSuite } from '../../test-support/test-app.js';
import { readContactInfo } from './contact-info.js';

describe('GET /api/legal-pages/:slug', () => {
  const t = appForSuite();

  const get = (slug: string) => t.app.inject({ method: 'GET', url: `/api/legal-pages/${slug}` });

  it('returns each seeded page with its title and HTML description', async () => {
    for (const page of LEGAL_PAGES) {
      const res = await get(page.slug);
      assert.equal(res.statusCode, 200, page.slug);
      assert.deepEqual(res.json(), { data: { content: { title: page.title, description: page.description } } });
    }
    const about = (await get('about-us')).json().data.content;
    assert.equal(about.title, 'About Us');
    assert.match(about.description, /<h2>Many shops, one easy checkout<\/h2>/);
    assert.match(about.description, /<li><strong>Real shops, real people\.<\/strong>/);
  });

  it('serves stored HTML without scripts, event handlers or javascript: links, keeping the rest', async () => {
    const html = '<p onclick="x()">Hi <script>alert(1)</script><a href="/x">link</a> <a href="javascript:alert(2)">bad</a></p>';
    await t.app.db.query('INSERT INTO legal_pages (slug, title, description) VALUES ($1, $2, $3)', ['shipping-2', 'Shipping', html]);
    const res = await get('shipping-2');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().data.content, { title: 'Shipping', description: '<p>Hi <a href="/x">link</a> <a>bad</a></p>' });
  });

  it('answers 404 with a message for an unknown page', async () => {
    const res = await get('no-such-page');
    assert.equal(res.statusCode, 404);
    assert.deepEqual(Object.keys(res.json()), ['message']);
    assert.match(res.json().message, /no-such-page/);
  });

  it('answers 422 naming the slug when it is malformed or too long', async () => {
    for (const slug of ['About-Us', 'about_us', 'about%20us', '%C3%A9t%C3%A9', 'a..b', 'x'.repeat(101)]) {
      const res = await get(slug);
      assert.equal(res.statusCode, 422, slug);
      const body = res.json();
      assert.deepEqual(Object.keys(body.errors), ['slug'], slug);
      assert.equal(body.message, body.errors.slug[0]);
      assert.match(body.message, /slug/);
    }
    assert.equal((await get('x'.repeat(100))).statusCode, 404, '100 characters is allowed');
  });
});

describe('GET /api/contact-us', () => {
  const t = appForSuite();

  const get = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact-us' });
    assert.equal(res.statusCode, 200);
    return res.json();
  };

  it('returns the seeded contact channels', async () => {
    assert.deepEqual(await get(), {
      data: {
        phone: '+8801700000000',
        email: 'support@shopmart.example',
        whatsapp: '+8801700000000',
        messenger: 'https://m.me/shopmart',
      },
    });
  });

  it('reflects an edited setting', async () => {
    await setSetting(t.app.db, 'contact_us', { phone: '123', email: 'a@b.example', whatsapp: '', messenger: 'm' });
    assert.deepEqual((await get()).data, { phone: '123', email: 'a@b.example', whatsapp: '', messenger: 'm' });
  });

  it('falls back to the general phone and e-mail settings when contact_us is missing', async () => {
    await t.app.db.query("DELETE FROM settings WHERE key = 'contact_us'");
    assert.deepEqual((await get()).data, {
      phone: '+8801700000000',
      email: 'support@shopmart.example',
      whatsapp: '',
      messenger: '',
    });
  });
});

describe('readContactInfo', () => {
  it('answers empty strings for a store without settings', () => {
    assert.deepEqual(readContactInfo({}), { phone: '', email: '', whatsapp: '', messenger: '' });
  });

  it('ignores malformed fields', () => {
    assert.deepEqual(readContactInfo({ contact_us: { phone: 5, email: null, whatsapp: 'w' }, mobile: 'm' }), {
      phone: 'm',
      email: '',
      whatsapp: 'w',
      messenger: '',
    });
    assert.deepEqual(readContactInfo({ contact_us: 'broken' }).phone, '');
  });
});
