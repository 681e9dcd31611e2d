import { effectivePrice, formatDiscount, formatMoney, formatSignedMoney, isolateLtr, lineTotal } from './format-money';

describe('formatMoney', () => {
  it('puts the symbol before the amount in prefix position, with 2 decimals', () => {
    expect(formatMoney(12.5, { symbol: '$', position: 'prefix' })).toBe('$12.50');
  });
  it('puts the symbol after the amount in suffix position', () => {
    expect(formatMoney(1234, { symbol: ' IQD', position: 'suffix' })).toBe('1,234.00 IQD');
  });
  it('keeps Latin digits in Arabic', () => {
    expect(formatMoney(3, { symbol: '$', position: 'prefix', locale: 'ar' })).toMatch(/^\$3[.,٫]00$/);
  });
  it('makes one formatter per locale, however many prices a page shows', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      const prices = [1, 2, 3].flatMap((n) => [
        formatMoney(n, { symbol: '$', position: 'prefix', locale: 'fr' }),
        formatMoney(n, { symbol: '$', position: 'prefix', locale: 'de' }),
      ]);
      expect(prices[0]).toBe('$1,00');
      expect(prices[1]).toBe('$1,00');
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });
  it('treats missing or broken amounts as zero', () => {
    expect(formatMoney(undefined, { symbol: '$', position: 'prefix' })).toBe('$0.00');
    expect(formatMoney('abc', { symbol: '$', position: 'prefix' })).toBe('$0.00');
  });
});

describe('price rules', () => {
  it('uses discount_price when above 0, otherwise price', () => {
    expect(effectivePrice({ price: 20, discount_price: 15 })).toBe(15);
    expect(effectivePrice({ price: 20, discount_price: 0 })).toBe(20);
    expect(effectivePrice({ price: '20.00', discount_price: null })).toBe(20);
  });
  it('multiplies the effective price by quantity, to cents', () => {
    expect(lineTotal({ price: 10, discount_price: 3.33, quantity: 3 })).toBe(9.99);
  });
  it("shows a percent sign for 'Percentage', a currency amount otherwise", () => {
    const currency = { symbol: '$', position: 'prefix' as const };
    expect(formatDiscount(10, 'Percentage', currency)).toBe('10%');
    expect(formatDiscount(10, 'Amount', currency)).toBe('$10.00');
  });
});

describe('formatSignedMoney', () => {
  const dollars = { symbol: '$', position: 'prefix' } as const;

  it('writes the sign before the symbol, zero without one', () => {
    expect(formatSignedMoney(4, dollars)).toBe('+$4.00');
    expect(formatSignedMoney(-2.5, dollars)).toBe('-$2.50');
    expect(formatSignedMoney(0, dollars)).toBe('$0.00');
  });

  it('isolates the amount left to right for a plain string, in English and Arabic', () => {
    expect(formatSignedMoney(4, dollars, { isolate: true })).toBe('\u2066+$4.00\u2069');
    expect(formatSignedMoney(4, { ...dollars, locale: 'ar' }, { isolate: true })).toMatch(/^\u2066\+\$4[.,٫]00\u2069$/);
  });
});

describe('isolateLtr', () => {
  it('wraps a phone number or an id in a left-to-right isolate', () => {
    expect(isolateLtr('+8801700000000')).toBe('\u2066+8801700000000\u2069');
  });
});
