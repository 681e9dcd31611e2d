import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { plainMessage, storeIntl } from './store-intl';

const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value });
const argument = (value: string): MessageFormatElement => ({ type: TYPE.argument, value });

const MESSAGES = {
  'nav.home': [literal('الرئيسية')],
  'cart.count': [literal('السلة، '), argument('count'), literal(' منتجات')],
  'cart.items': [
    { type: TYPE.plural, value: 'count', offset: 0, pluralType: 'cardinal', options: { other: { value: [literal('items')] } } },
  ],
} as unknown as Record<string, MessageFormatElement[]>;

describe('storeIntl', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes out text and simple arguments without asking the browser’s Intl anything', () => {
    const supported = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const intl = storeIntl('ar', MESSAGES, jest.fn(), jest.fn());
    expect(intl.locale).toBe('ar');
    expect(intl.formatMessage({ id: 'nav.home', defaultMessage: 'Home' })).toBe('الرئيسية');
    expect(intl.formatMessage({ id: 'cart.count' }, { count: 3 })).toBe('السلة، 3 منتجات');
    expect(intl.$t({ id: 'cart.count' }, { count: 'ثلاثة' })).toBe('السلة، ثلاثة منتجات');
    expect(supported).not.toHaveBeenCalled();
  });

  it('leaves plurals and numbers to react-intl, in the store’s locale', () => {
    const intl = storeIntl('ar', MESSAGES, jest.fn(), jest.fn());
    expect(intl.formatMessage({ id: 'cart.items' }, { count: 2 })).toBe('items');
    expect(intl.formatNumber(1234.5)).toBe(new Intl.NumberFormat('ar').format(1234.5));
  });

  it('notes a message missing from the dictionary and shows its default', () => {
    const missing = jest.fn();
    const onError = jest.fn();
    const intl = storeIntl('ar', MESSAGES, missing, onError);
    expect(intl.formatMessage({ id: 'nav.shops', defaultMessage: [literal('Shops')] as never })).toBe('Shops');
    expect(missing).toHaveBeenCalledWith('nav.shops');
    expect(missing).toHaveBeenCalledTimes(1);
    // Not the missing locale it was given on purpose, nor the missing message it noted.
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('plainMessage', () => {
  it('is undefined for anything react-intl must format: a missing value, an element, a plural, text not precompiled', () => {
    expect(plainMessage(MESSAGES['cart.count'], {})).toBeUndefined();
    expect(plainMessage(MESSAGES['cart.count'], { count: { type: 'b' } })).toBeUndefined();
    expect(plainMessage(MESSAGES['cart.items'], { count: 1 })).toBeUndefined();
    expect(plainMessage('Home', undefined)).toBeUndefined();
    expect(plainMessage([], undefined)).toBe('');
  });
});
