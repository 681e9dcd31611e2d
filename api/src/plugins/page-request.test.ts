import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readPageRequest } from './page-request.js';

const LANGUAGES = { codes: ['en', 'ar'], defaultLocale: 'en' };

test('a language chosen by ?lang= is remembered once: the cookie is set only when it does not hold it', () => {
  const asked = readPageRequest('/products?lang=ar', undefined, LANGUAGES);
  assert.ok('page' in asked);
  assert.equal(asked.page.locale, 'ar');
  assert.equal(asked.rememberLocale, 'ar');

  const held = readPageRequest('/products?lang=ar', 'storefront_locale=ar', LANGUAGES);
  assert.ok('page' in held);
  assert.equal(held.rememberLocale, undefined);

  // A language the store does not have is not a choice: nothing to remember.
  const unknown = readPageRequest('/products?lang=xx%3B%20Domain%3Devil', undefined, LANGUAGES);
  assert.ok('page' in unknown);
  assert.equal(unknown.page.locale, 'en');
  assert.equal(unknown.rememberLocale, undefined);
});
