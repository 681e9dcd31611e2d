import { cartLine as line, cartShop as shop, checkoutSummary as summary } from '../test-support/cart-fixtures';
import { isSummaryChangedData, orderChanges, stockShortages } from './order-changes';

describe('orderChanges: what the shopper is told changed since the summary', () => {
  const seen = {
    products: [line(1, 7, { price: 20 }), line(2, 7, { price: 10, discount_price: 8 }), line(3, 8, { quantity: 2 })],
    payable: 48,
  };

  it('names a raised price, a sale that ended, a quantity, a line gone, one added, the stock and the total', () => {
    const now = {
      checkout_items: [shop(7, [line(1, 7, { price: 200 }), line(2, 7, { price: 10 })]), shop(9, [line(4, 9, { name: 'New one' })])],
      checkout: summary(230),
      stock: [{ product_id: 1, message: 'Only 1 of Product 1 left in stock.', available: 1 }],
    };
    expect(orderChanges(seen, now)).toEqual([
      { kind: 'price', productId: 1, name: 'Product 1', before: 20, after: 200 },
      { kind: 'price', productId: 2, name: 'Product 2', before: 8, after: 10 },
      { kind: 'gone', productId: 3, name: 'Product 3' },
      { kind: 'added', productId: 4, name: 'New one' },
      { kind: 'stock', productId: 1, message: 'Only 1 of Product 1 left in stock.' },
      { kind: 'total', before: 48, after: 230 },
    ]);
  });

  it('names a changed quantity, and nothing when only the version differs', () => {
    const items = [
      shop(7, [line(1, 7, { price: 20 }), line(2, 7, { price: 10, discount_price: 8 })]),
      shop(8, [line(3, 8, { quantity: 2 })]),
    ];
    expect(orderChanges(seen, { checkout_items: items, checkout: summary(48), stock: [] })).toEqual([]);
    const fewer = [items[0]!, shop(8, [line(3, 8, { quantity: 1 })])];
    expect(orderChanges(seen, { checkout_items: fewer, checkout: summary(38), stock: [] })).toEqual([
      { kind: 'quantity', productId: 3, name: 'Product 3', before: 2, after: 1 },
      { kind: 'total', before: 48, after: 38 },
    ]);
  });
});

describe('stockShortages: the short lines as the checkout keeps them', () => {
  it('keeps the words and the units left of each, for the basket or the buy-now line', () => {
    const now = {
      checkout_items: [shop(7, [line(1, 7, { quantity: 3 }), line(2, 7, { quantity: 2 })])],
      checkout: summary(50),
      stock: [
        { product_id: 1, message: 'Only 2 of Product 1 left in stock.', available: 2 },
        { product_id: 2, message: 'Product 2 is out of stock.', available: 0 },
      ],
    };
    expect(stockShortages(now.stock, false)).toEqual([
      { productId: 1, message: 'Only 2 of Product 1 left in stock.', available: 2, buyNow: false },
      { productId: 2, message: 'Product 2 is out of stock.', available: 0, buyNow: false },
    ]);
    expect(stockShortages([now.stock[0]!], true)).toEqual([
      { productId: 1, message: 'Only 2 of Product 1 left in stock.', available: 2, buyNow: true },
    ]);
  });

  it('reads a missing count of what is left as none left', () => {
    const stock = [{ product_id: 1, message: 'Only 2 of Product 1 left in stock.' } as never];
    expect(stockShortages(stock, false)[0]?.available).toBe(0);
  });
});

describe('isSummaryChangedData', () => {
  it("accepts the server's 409 data and nothing else", () => {
    expect(isSummaryChangedData({ checkout_items: [], checkout: summary(0), stock: [] })).toBe(true);
    for (const other of [undefined, null, 'x', {}, { checkout_items: [], checkout: { payable_amount: 1 }, stock: [] }]) {
      expect(isSummaryChangedData(other)).toBe(false);
    }
  });
});
