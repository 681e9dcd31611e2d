import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { messageToken, parseMessageToken, waitMessage } from './message.js';
import { en, type MessageId } from './messages-en.js';
import { CATALOGUES, catalogueOf, translate } from './translate.js';

/** Plain `{name}` and plural `{name, plural, …}` placeholders. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:\}|,\s*plural,)/g)].map((m) => m[1]))].sort();
const ids = Object.keys(en) as MessageId[];

describe('message catalogues', () => {
  it('have every message id in every language, and no other', () => {
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      assert.deepEqual(Object.keys(catalogue.messages).sort(), [...ids].sort(), locale);
      for (const id of ids) assert.ok(catalogue.messages[id].trim(), `${locale} ${id} is empty`);
    }
  });

  it('keep the placeholders of the English message', () => {
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      for (const id of ids) assert.deepEqual(placeholders(catalogue.messages[id]), placeholders(en[id]), `${locale} ${id}`);
    }
  });

  it('write Arabic in Arabic: every message has Arabic letters and none is the English text', () => {
    const arabic = CATALOGUES.ar!.messages;
    for (const id of ids) {
      assert.match(arabic[id], /[\u0600-\u06FF]/, id);
      assert.notEqual(arabic[id], en[id], id);
    }
  });

  it('fill placeholders, naming fields by their label in the language', () => {
    const required = { id: 'validation.required', params: { field: 'phone' } } as const;
    assert.equal(translate(required, 'en'), 'The phone field is required.');
    assert.equal(translate(required, 'ar'), 'حقل رقم الهاتف مطلوب.');
    assert.equal(
      translate({ id: 'validation.required', params: { field: 'current_password' } }, 'en'),
      'The current password field is required.',
    );
    assert.equal(translate({ id: 'cart.only_left', params: { count: 2, product: 'Mug' } }, 'ar'), 'لم يتبقَّ من Mug سوى 2 في المخزون.');
  });

  it("word a wait by the language's plural rules: seconds under a minute, else minutes rounded up", () => {
    const wait = (seconds: number, locale: string) =>
      translate(waitMessage('http.too_many_attempts', 'http.too_many_attempts_minutes', seconds), locale);
    assert.equal(wait(1, 'en'), 'Too many attempts. Please try again in 1 second.');
    assert.equal(wait(59, 'en'), 'Too many attempts. Please try again in 59 seconds.');
    assert.equal(wait(60, 'en'), 'Too many attempts. Please try again in 1 minute.');
    assert.equal(wait(802, 'en'), 'Too many attempts. Please try again in 14 minutes.');
    assert.equal(wait(45, 'ar'), 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 45 ثانية.');
    assert.equal(wait(5, 'ar'), 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 5 ثوانٍ.');
    assert.equal(wait(60, 'ar'), 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد دقيقة واحدة.');
    assert.equal(wait(120, 'ar'), 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد دقيقتين.');
    assert.equal(wait(300, 'ar'), 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 5 دقائق.');
    assert.equal(wait(802, 'ar'), 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 14 دقيقة.');
    assert.equal(translate(waitMessage('otp.wait', 'otp.wait_minutes', 90), 'en'), 'Please wait 2 minutes before requesting a new code.');
  });

  it('answer a regional variant with its language, and a language without a catalogue in the fallback', () => {
    assert.equal(catalogueOf('ar-EG'), CATALOGUES.ar);
    assert.equal(translate({ id: 'review.thanks' }, 'fr', 'ar'), 'شكرًا لك على تقييمك.');
    assert.equal(translate({ id: 'review.thanks' }, 'fr'), 'Thank you for your review.');
  });

  it('carry a message through zod as a token and back', () => {
    const token = messageToken('validation.file_type', { field: 'profile_photo', types: 'png, jpg, gif' });
    assert.deepEqual(parseMessageToken(token), { id: 'validation.file_type', params: { field: 'profile_photo', types: 'png, jpg, gif' } });
    assert.equal(parseMessageToken('The phone field is required.'), null);
  });
});
