import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appForSuite } from '../../test-support/test-app.js';

describe('GET /offline', () => {
  const t = appForSuite();

  it('is the service worker’s offline page in the store’s frame, with a place for the kept pages and the bar’s words', async () => {
    const response = await t.app.inject({ url: '/offline' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(response.headers['content-language'], 'en');
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.match(response.body, /<html lang="en" dir="ltr">/);
    assert.match(response.body, /<h1>You are offline<\/h1>/);
    assert.match(response.body, /<ul class="offline-pages"><!--sf-offline-pages--><\/ul>/);
    assert.match(response.body, /data-offline-bar="You are offline — showing what you saw last"/);
    assert.match(response.body, /<a class="button primary" href="\/">Try again<\/a>/);
  });

  it('speaks the language the worker asks for, over the cookie, and ignores one the store lacks', async () => {
    const arabic = await t.app.inject({ url: '/offline?lang=ar', headers: { cookie: 'storefront_locale=en' } });
    assert.equal(arabic.headers['content-language'], 'ar');
    assert.match(arabic.body, /<html lang="ar" dir="rtl">/);
    assert.match(arabic.body, /<h1>أنت غير متصل<\/h1>/);
    const unknown = await t.app.inject({ url: '/offline?lang=%22%3E%3Cscript%3E', headers: { cookie: 'storefront_locale=ar' } });
    assert.equal(unknown.headers['content-language'], 'ar', 'the cookie’s language');
    assert.doesNotMatch(unknown.body, /<script>/);
  });
});

describe('GET /sw.js with SERVICE_WORKER=off', () => {
  const t = appForSuite({ serviceWorker: false });

  it('is a worker that deletes the store’s caches and unregisters itself', async () => {
    const response = await t.app.inject({ url: '/sw.js' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.match(response.body, /caches\.delete\(key\)/);
    assert.match(response.body, /self\.registration\.unregister\(\)/);
  });
});
