import { recordingHttp } from '../test-support/recording-http';
import { createOrdersApi } from './orders-api';

/** The api over a recording client answering `body` (with `status`). */
function apiAnswering(body: unknown, status = 200) {
  const { http, seen, onUnauthorized } = recordingHttp(body, status);
  return { api: createOrdersApi(http), seen, onUnauthorized };
}

describe('orders api', () => {
  it('list: GET /orders with the status and page', async () => {
    const page = { total: 0, status_wise_orders: { all: 0 }, orders: [] };
    const { api, seen } = apiAnswering({ data: page });
    await expect(api.list({ order_status: 'on_the_way', page: 2, per_page: 5 })).resolves.toEqual(page);
    expect([seen[0]!.method, seen[0]!.url, seen[0]!.params]).toEqual([
      'get',
      '/orders',
      { order_status: 'on_the_way', page: 2, per_page: 5 },
    ]);
  });

  it('details: GET /order-details?order_id=, answers the order', async () => {
    const { api, seen } = apiAnswering({ data: { order: { id: 4 } } });
    await expect(api.details(4)).resolves.toEqual({ id: 4 });
    expect([seen[0]!.url, seen[0]!.params]).toEqual(['/order-details', { order_id: 4 }]);
  });

  it('place: POST /place-order with the body and the Idempotency-Key', async () => {
    const { api, seen } = apiAnswering({ message: 'Order placed successfully.', data: { order_payment_url: '/pay/abc' } });
    const request = {
      shop_ids: [2],
      address_id: 3,
      payment_method: 'card',
      coupon_code: null,
      note: 'Hi',
      is_buy_now: false,
      summary_version: 'v1',
    };
    await expect(api.place(request, 'key-1')).resolves.toEqual({ message: 'Order placed successfully.', order_payment_url: '/pay/abc' });
    expect([seen[0]!.method, seen[0]!.url, JSON.parse(seen[0]!.data)]).toEqual(['post', '/place-order', request]);
    expect(seen[0]!.headers.get('Idempotency-Key')).toBe('key-1');
    await api.place(request);
    expect(seen[1]!.headers.get('Idempotency-Key')).toBeUndefined();
  });

  it('placeAgain, cancel: POST with the order id', async () => {
    const { api, seen } = apiAnswering({ message: 'ok', data: { order_payment_url: null, order: { id: 9 } } });
    await expect(api.placeAgain(4, 'again-1')).resolves.toEqual({ message: 'ok', order_payment_url: null, order: { id: 9 } });
    await expect(api.cancel(4)).resolves.toMatchObject({ message: 'ok', order: { id: 9 } });
    expect(seen.map((c) => [c.method, c.url, JSON.parse(c.data)])).toEqual([
      ['post', '/place-order/again', { order_id: 4 }],
      ['post', '/orders/cancel', { order_id: 4 }],
    ]);
    expect(seen[0]!.headers.get('Idempotency-Key')).toBe('again-1');
  });

  it('pay: GET /order-payment/{order}/{method}', async () => {
    const { api, seen } = apiAnswering({ data: { order_payment_url: '/pay/xyz' } });
    await expect(api.pay(4, 'card')).resolves.toEqual({ order_payment_url: '/pay/xyz' });
    expect([seen[0]!.method, seen[0]!.url]).toEqual(['get', '/order-payment/4/card']);
  });

  it('review: POST /product-review, answers the review and message', async () => {
    const { api, seen } = apiAnswering({ message: 'Thank you for your review.', data: { review: { id: 1, rating: 5 } } });
    const review = { product_id: 7, order_id: 4, rating: 5, description: 'Great' };
    await expect(api.review(review)).resolves.toEqual({ message: 'Thank you for your review.', review: { id: 1, rating: 5 } });
    expect([seen[0]!.method, seen[0]!.url, JSON.parse(seen[0]!.data)]).toEqual(['post', '/product-review', review]);
  });
});
