import { TYPE } from '@formatjs/icu-messageformat-parser';
import { createTestStore } from '../test-support/store';
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
