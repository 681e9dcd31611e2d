import { TYPE } from '@formatjs/icu-messageformat-parser';
import { fakeApi } from '../test-support/fake-api';
import { createTestStore } from '../test-support/store';
import type { MessageDictionary } from './i18n-store';
import { RootStore } from './root-store';
import { memoryStorage, STORAGE_KEYS } from './storage';

describe('translations', () => {
  it('gives text made outside React from a precompiled dictionary, or the English default', () => {
    const store = createTestStore();
    store.i18n.adopt('ar', {
      'nav.home': [{ type: TYPE.literal, value: 'الرئيسية' }],
      'cart.count': [
        { type: TYPE.argument, value: 'count' },
        { type: TYPE.literal, value: ' منتجات' },
      ],
      'legacy.text': 'نص',
    });
    expect(store.i18n.t('nav.home', 'Home')).toBe('الرئيسية');
    // A message with placeholders needs values that t() does not take: the default stands in.
    expect(store.i18n.t('cart.count', 'Items')).toBe('Items');
    expect(store.i18n.t('legacy.text', 'Text')).toBe('نص');
    expect(store.i18n.t('missing.id', 'Missing')).toBe('Missing');
  });

  it('reuses a kept dictionary only when it was kept precompiled', () => {
    const keptAsText = memoryStorage();
    keptAsText.setItem(STORAGE_KEYS.messages, JSON.stringify({ locale: 'en', messages: { 'nav.home': 'Start' } }));
    expect(createTestStore({ storage: keptAsText }).i18n.messages).toEqual({});

    const keptPrecompiled = memoryStorage();
    const messages = { 'nav.home': [{ type: TYPE.literal, value: 'Start' }] };
    keptPrecompiled.setItem(STORAGE_KEYS.messages, JSON.stringify({ locale: 'en', format: 'ast', messages }));
    expect(createTestStore({ storage: keptPrecompiled }).i18n.messages).toEqual(messages);
  });
});

describe('a server-rendered page', () => {
  it('adds the rest of the dictionary to the one it was rendered with, without replacing it', async () => {
    const rendered: MessageDictionary = { 'nav.home': [{ type: TYPE.literal, value: 'الرئيسية' }] };
    const whole: MessageDictionary = { ...rendered, 'toast.loginFirst': [{ type: TYPE.literal, value: 'الرجاء تسجيل الدخول أولاً!' }] };
    const storage = memoryStorage();
    const store = new RootStore({ storage, api: fakeApi({ getTranslations: async () => whole }) });
    store.i18n.adopt('ar', rendered);
    const before = store.i18n.messages;
    await store.i18n.complete('ar');
    // The same object (nothing observing it renders again), now whole: a toast finds its words.
    expect(store.i18n.messages).toBe(before);
    expect(store.i18n.t('toast.loginFirst', 'Please login first!')).toBe('الرجاء تسجيل الدخول أولاً!');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.messages)!)).toMatchObject({ locale: 'ar', format: 'ast', messages: whole });
  });

  it('replaces the dictionary when something showed a default meanwhile, so it renders again in the language', async () => {
    const whole: MessageDictionary = { 'auth.login': [{ type: TYPE.literal, value: 'تسجيل الدخول' }] };
    const store = new RootStore({ storage: memoryStorage(), api: fakeApi({ getTranslations: async () => whole }) });
    store.i18n.adopt('ar', {});
    const before = store.i18n.messages;
    // A dialog opened before the dictionary came: its words were the English defaults.
    expect(store.i18n.t('auth.login', 'Login')).toBe('Login');
    await store.i18n.complete('ar');
    expect(store.i18n.messages).not.toBe(before);
    expect(store.i18n.t('auth.login', 'Login')).toBe('تسجيل الدخول');
  });

  it('keeps the dictionary when what showed a default has no other words (the API leaves out defaults)', async () => {
    // ?omit=defaults: the whole dictionary has no 'brand.name', its default is its text.
    const whole: MessageDictionary = { 'nav.home': [{ type: TYPE.literal, value: 'الرئيسية' }] };
    const store = new RootStore({ storage: memoryStorage(), api: fakeApi({ getTranslations: async () => whole }) });
    store.i18n.adopt('ar', {});
    const before = store.i18n.messages;
    expect(store.i18n.t('brand.name', 'ShopMart')).toBe('ShopMart');
    await store.i18n.complete('ar');
    // Nothing shown was wrong: the same object, nothing renders again.
    expect(store.i18n.messages).toBe(before);
    expect(store.i18n.t('nav.home', 'Home')).toBe('الرئيسية');
  });

  it('leaves the dictionary of a language chosen meanwhile alone', async () => {
    const store = new RootStore({ storage: memoryStorage(), api: fakeApi({ getTranslations: async () => ({ 'nav.home': 'Home' }) }) });
    store.i18n.adopt('ar', {});
    await store.i18n.complete('en');
    expect(store.i18n.messages).toEqual({});
  });
});
