import type { Api } from '../client/api';
import type { CartProduct, CartShopGroup, CheckoutSummary } from '../client/api-types';
import { RootStore } from '../stores/root-store';
import { memoryStorage } from '../stores/storage';
import type { CheckoutVoucher } from '../client/cart-types';

/** A basket line of shop `shopId` (10 each, quantity 1, no options). */
export const cartLine = (id: number, shopId: number, extra: Partial<CartProduct> = {}): CartProduct => ({
  id,
  name: `Product ${id}`,
  price: 10,
  discount_price: 0,
  quantity: 1,
  size: null,
  color: null,
  shop_id: shopId,
  ...extra,
});

/** A shop's group of lines as GET /carts answers it. */
export const cartShop = (shopId: number, products: CartProduct[]): CartShopGroup => ({
  id: shopId,
  shop_id: shopId,
  shop_name: `Shop ${shopId}`,
  shop_rating: 4,
  products,
});

/** Checkout totals that come to `payable`, without delivery, voucher or tax. */
export const checkoutSummary = (payable: number): CheckoutSummary => ({
  total_amount: payable,
  delivery_charge: 0,
  coupon_discount: 0,
  payable_amount: payable,
  order_tax_amount: 0,
  summary_version: `v${payable}`,
});

/**
 * A collected voucher as POST /cart/checkout/vouchers answers it (code `SAVE<id>`, 5 off shop 1):
 * usable (saving) unless a reason is given. Shared with the remotes' tests through 'shared-sdk/testing'.
 */
export const checkoutVoucher = (id: number, extra: Partial<CheckoutVoucher> = {}): CheckoutVoucher => ({
  id,
  code: `SAVE${id}`,
  discount_type: 'Amount',
  discount: 5,
  min_order_amount: 0,
  max_discount_amount: null,
  limit_for_user: 1,
  shop_id: 1,
  started: '2026-01-01T00:00:00.000Z',
  validity: '2099-01-01T00:00:00.000Z',
  is_collected: true,
  saving: 5,
  reason: null,
  amount_needed: null,
  ...extra,
});

/** A basket of two shops: one line of shop 1, two of shop 2. */
export const TWO_SHOP_BASKET = [cartShop(1, [cartLine(11, 1)]), cartShop(2, [cartLine(21, 2), cartLine(22, 2)])];

/** The root store of a signed-in shopper over `api`, with `basket` in the cart. */
export function signedInWithBasket(api: Api, basket: CartShopGroup[] = TWO_SHOP_BASKET): RootStore {
  const root = new RootStore({ storage: memoryStorage(), api });
  root.auth.setSession('tok', { name: 'Demo' });
  root.basket.applyCart(
    basket.reduce((n, g) => n + g.products.length, 0),
    basket,
  );
  return root;
}
