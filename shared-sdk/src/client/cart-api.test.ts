import { createCartApi } from './cart-api';
import { recordingHttp } from '../test-support/recording-http';

/** The api over a recording client answering `body` (with `status`). */
function apiAnswering(body: unknown, status = 200) {
  const { http, seen, onUnauthorized } = recordingHttp(body, status);
  return { api: createCartApi(http), seen, onUnauthorized };
}

const BASKET = { total: 1, cart_items: [{ id: 2, shop_id: 2, shop_name: 'Shop', shop_rating: 4, products: [] }] };

describe('cart api', () => {
  it('store: POST /cart/store with the line, answers the basket and message', async () => {
    const { api, seen } = apiAnswering({ message: 'product added to cart', data: BASKET });
    const line = { product_id: 7, quantity: 2, color: 3, size: null, unit: 'pcs', is_buy_now: true };
    await expect(api.store(line)).resolves.toEqual({ message: 'product added to cart', ...BASKET });
    expect([seen[0]!.method, seen[0]!.url, JSON.parse(seen[0]!.data)]).toEqual(['post', '/cart/store', line]);
  });

  it('list: GET /carts, answers total and cart_items', async () => {
    const { api, seen } = apiAnswering({ data: BASKET });
    await expect(api.list()).resolves.toEqual(BASKET);
    expect([seen[0]!.method, seen[0]!.url]).toEqual(['get', '/carts']);
  });

  it('increment, decrement and delete post the product id and answer the message', async () => {
    const { api, seen } = apiAnswering({ message: 'product removed from cart', data: { total: 0, cart_items: [] } });
    await api.increment(7);
    await expect(api.decrement(7)).resolves.toEqual({ message: 'product removed from cart', total: 0, cart_items: [] });
    await api.delete(7);
    expect(seen.map((c) => [c.method, c.url, JSON.parse(c.data)])).toEqual([
      ['post', '/cart/increment', { product_id: 7 }],
      ['post', '/cart/decrement', { product_id: 7 }],
      ['post', '/cart/delete', { product_id: 7 }],
    ]);
  });

  it('checkout: POST /cart/checkout with the shops, voucher and buy-now flag', async () => {
    const result = {
      checkout_items: [],
      checkout: { total_amount: 1, delivery_charge: 2, coupon_discount: 0, payable_amount: 3, order_tax_amount: 0 },
    };
    const { api, seen } = apiAnswering({ data: result });
    const request = { shop_ids: [2, 3], coupon_code: 'URBAN5', is_buy_now: false };
    await expect(api.checkout(request)).resolves.toEqual(result);
    expect([seen[0]!.method, seen[0]!.url, JSON.parse(seen[0]!.data)]).toEqual(['post', '/cart/checkout', request]);
  });

  it('clears the session on a 401 of every cart call', async () => {
    const { api, seen, onUnauthorized } = apiAnswering({ message: 'Unauthenticated.' }, 401);
    const calls = [
      () => api.store({ product_id: 1, quantity: 1 }),
      () => api.list(),
      () => api.increment(1),
      () => api.decrement(1),
      () => api.delete(1),
      () => api.checkout({ shop_ids: [1] }),
      () => api.checkoutVouchers({ shop_ids: [1] }),
    ];
    for (const call of calls) await expect(call()).rejects.toThrow();
    expect(seen.every((c) => c.clearsSessionOn401)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(calls.length);
  });

  it('checkoutVouchers: POST /cart/checkout/vouchers with the shops and buy-now flag, answers the coupons', async () => {
    const coupon = { id: 4, code: 'URBAN10', saving: 6, reason: null, amount_needed: null };
    const { api, seen } = apiAnswering({ data: { coupons: [coupon] } });
    const request = { shop_ids: [2], is_buy_now: true };
    await expect(api.checkoutVouchers(request)).resolves.toEqual({ coupons: [coupon] });
    expect([seen[0]!.method, seen[0]!.url, JSON.parse(seen[0]!.data)]).toEqual(['post', '/cart/checkout/vouchers', request]);
  });

  it('vouchers: list, collect, collected, apply', async () => {
    const { api, seen, onUnauthorized } = apiAnswering({
      message: 'Voucher collected successfully.',
      data: { total: 0, coupons: [], total_order_amount: 40, total_discount_amount: 4 },
    });
    await api.vouchers({ shop_id: 2 });
    await expect(api.collectVoucher(5)).resolves.toBe('Voucher collected successfully.');
    await api.collectedVouchers({ shop_id: 2, page: 1, per_page: 20 });
    const apply = { coupon_code: 'URBAN10', products: [{ id: 7, quantity: 2, shop_id: 2 }] };
    await expect(api.applyVoucher(apply)).resolves.toMatchObject({ total_order_amount: 40, total_discount_amount: 4 });
    expect(seen.map((c) => [c.method, c.url])).toEqual([
      ['get', '/get-vouchers'],
      ['post', '/vouchers-collect'],
      ['get', '/get-collected-vouchers'],
      ['post', '/apply-voucher'],
    ]);
    expect(seen[0]!.params).toEqual({ shop_id: 2 });
    expect(JSON.parse(seen[1]!.data)).toEqual({ coupon_id: 5 });
    expect(seen[2]!.params).toEqual({ shop_id: 2, page: 1, per_page: 20 });
    expect(JSON.parse(seen[3]!.data)).toEqual(apply);
    expect(seen.some((c) => c.clearsSessionOn401)).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
