import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('Become a Seller (/shop)', () => {
  let withSeller: TestApp;
  let without: TestApp;
  before(async () => {
    [withSeller, without] = await Promise.all([createTestApp({ sellerUrl: 'https://sellers.shop.example/' }), createTestApp()]);
  });
  after(() => Promise.all([withSeller.close(), without.close()]));

  it('redirects /shop and its paths to SELLER_URL, keeping the rest of the path and the query', async () => {
    const register = await withSeller.app.inject({ method: 'GET', url: '/shop/register?ref=top-bar' });
    assert.equal(register.statusCode, 302);
    assert.equal(register.headers.location, 'https://sellers.shop.example/register?ref=top-bar');
    const root = await withSeller.app.inject({ method: 'GET', url: '/shop' });
    assert.equal(root.headers.location, 'https://sellers.shop.example');
  });

  it('leaves /shop to the storefront when no seller application is configured', async () => {
    const res = await without.app.inject({ method: 'GET', url: '/shop/register' });
    assert.notEqual(res.statusCode, 302);
  });

  it("tells the storefront through /master whether 'Become a Seller' leads anywhere", async () => {
    const master = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/master' })).json().data;
    assert.equal((await master(withSeller)).seller_registration, true);
    assert.equal((await master(without)).seller_registration, false);
  });

  it("does not take the storefront's /shops pages", async () => {
    const res = await withSeller.app.inject({ method: 'GET', url: '/shops/1' });
    assert.notEqual(res.statusCode, 302);
  });
});
