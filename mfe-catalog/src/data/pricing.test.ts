import { product } from '../test-support/catalog-fixtures';
import { defaultOption, discountPercent, percentOff, surcharge, unitPrice } from './pricing';

describe('price rules', () => {
  it('pays discount_price when it is above 0, otherwise price', () => {
    expect(unitPrice({ price: 40, discount_price: 30 })).toEqual({ amount: 30, original: 40 });
    expect(unitPrice({ price: 40, discount_price: 0 })).toEqual({ amount: 40, original: null });
  });

  it("adds the chosen size's and colour's surcharges to both prices", () => {
    const p = product();
    expect(unitPrice(p, p.sizes[1], p.colors[1])).toEqual({ amount: 37.5, original: 47.5 });
    expect(unitPrice({ price: 19.99, discount_price: 0 }, { price: 0.1 }, { price: 0.2 })).toEqual({ amount: 20.29, original: null });
    expect(surcharge(null, undefined)).toBe(0);
  });

  it('computes the discount badge from the prices shown', () => {
    expect(discountPercent({ price: 40, discount_price: 30 })).toBe(25);
    expect(discountPercent({ price: 40, discount_price: 0 })).toBe(0);
    expect(discountPercent({ price: 100, discount_price: 99.9 })).toBe(1);
    // With surcharges the badge is off the shown prices: $37.50 instead of $47.50.
    expect(percentOff(37.5, 47.5)).toBe(21);
    expect(percentOff(40, null)).toBe(0);
  });

  it('starts with the cheapest option, the first of equals', () => {
    expect(defaultOption([{ id: 1, price: 5 }, { id: 2, price: 0 }, { id: 3, price: 0 }])).toEqual({ id: 2, price: 0 });
    expect(defaultOption([])).toBeNull();
  });
});
