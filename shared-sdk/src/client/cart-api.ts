import type { HttpClient } from './http-client';
import type { Envelope } from './api-types';
import type {
  ApplyVoucherRequest,
  ApplyVoucherResult,
  CartAdd,
  CartChange,
  CartView,
  CheckoutRequest,
  CheckoutResult,
  CheckoutVoucher,
  CheckoutVouchersRequest,
  CouponPage,
  CouponQuery,
} from './cart-types';
import { envelopeData, envelopeMessage, envelopeWithMessage } from './envelope-data';

/** A 401 on the cart and checkout calls signs the storefront out (docs/product.md#messages). */
const SESSION_BOUND = { clearsSessionOn401: true } as const;

/** Typed calls of the basket, the checkout summary and vouchers (all need a signed-in shopper). */
export function createCartApi(http: HttpClient) {
  const change = (url: string, body: object) => envelopeWithMessage<CartView>(http.post(url, body, SESSION_BOUND));
  return {
    /** POST /cart/store: answers the basket (a buy-now line never shows in it). */
    store: (line: CartAdd): Promise<CartChange> => change('/cart/store', line),
    /** GET /carts. */
    list: () => envelopeData<CartView>(http.get('/carts', SESSION_BOUND)),
    increment: (productId: number): Promise<CartChange> => change('/cart/increment', { product_id: productId }),
    /** The message is 'product removed from cart' when the line went. */
    decrement: (productId: number): Promise<CartChange> => change('/cart/decrement', { product_id: productId }),
    delete: (productId: number): Promise<CartChange> => change('/cart/delete', { product_id: productId }),
    checkout: (request: CheckoutRequest) => envelopeData<CheckoutResult>(http.post('/cart/checkout', request, SESSION_BOUND)),
    /** POST /cart/checkout/vouchers: the collected vouchers of the checkout's shops, each priced there. */
    checkoutVouchers: (request: CheckoutVouchersRequest) =>
      envelopeData<{ coupons: CheckoutVoucher[] }>(http.post('/cart/checkout/vouchers', request, SESSION_BOUND)),

    vouchers: (query: CouponQuery = {}) => envelopeData<CouponPage>(http.get('/get-vouchers', { params: query })),
    /** POST /vouchers-collect: answers the server's message (a second collect is a 422). */
    collectVoucher: (couponId: number) => envelopeMessage(http.post<Envelope<unknown>>('/vouchers-collect', { coupon_id: couponId })),
    collectedVouchers: (query: CouponQuery = {}) => envelopeData<CouponPage>(http.get('/get-collected-vouchers', { params: query })),
    applyVoucher: (request: ApplyVoucherRequest) => envelopeData<ApplyVoucherResult>(http.post('/apply-voucher', request)),
  };
}
