import type { BasketStore } from './basket-store';
import type { CheckoutStore } from './checkout-store';

/** What `store.cart` answered in shared-sdk 2.0, now the basket's. */
const BASKET_MEMBERS = [
  'total',
  'products',
  'selectedShopIds',
  'isLoadingCart',
  'count',
  'isEmpty',
  'isShopSelected',
  'add',
  'fetchCart',
  'increment',
  'decrement',
  'delete',
  'toggleShop',
  'selectAllShops',
  'applyCart',
] as const satisfies readonly (keyof BasketStore)[];

/** What `store.cart` answered in shared-sdk 2.0, now the checkout's. */
const CHECKOUT_MEMBERS = [
  'checkoutProducts',
  'total_amount',
  'delivery_charge',
  'coupon_discount',
  'payable_amount',
  'order_tax_amount',
  'coupon_code',
  'address',
  'buyNowShopId',
  'buyNowProduct',
  'buyNowSummary',
  'isLoadingCheckout',
  'isPlacingOrder',
  'showOrderConfirmModal',
  'buyNow',
  'fetchCheckout',
  'fetchBuyNow',
  'applyCoupon',
  'removeCoupon',
  'checkoutVouchers',
  'canProceedToCheckout',
  'placeOrder',
  'closeOrderConfirm',
  'setAddress',
] as const satisfies readonly (keyof CheckoutStore)[];

/**
 * The cart store of shared-sdk 2.0, before it was split into the basket and the checkout stores.
 * @deprecated Use `store.basket` and `store.checkout`; `store.cart` goes at shared-sdk 3.0.
 */
export type CartStore = Pick<BasketStore, (typeof BASKET_MEMBERS)[number]> &
  Pick<CheckoutStore, (typeof CHECKOUT_MEMBERS)[number]> & { restore(): void; reset(): void };

/**
 * `store.cart` for remotes built against shared-sdk 2.0: the shell shares one root store with every
 * remote at run time (docs/stores.md), so an older remote composed with this shell still reads
 * `store.cart.count` and calls `store.cart.add(...)`. Every member reads (and writes) the basket's or
 * the checkout's own, so both names always agree and MobX observers see the same observables.
 */
export function cartView(basket: BasketStore, checkout: CheckoutStore): CartStore {
  const view = {
    restore: () => {
      basket.restore();
      checkout.restore();
    },
    reset: () => {
      basket.reset();
      checkout.reset();
    },
  };
  forward(view, basket, BASKET_MEMBERS);
  forward(view, checkout, CHECKOUT_MEMBERS);
  return view as CartStore;
}

function forward<S extends object>(view: object, source: S, members: readonly (keyof S)[]): void {
  for (const member of members) {
    Object.defineProperty(view, member, {
      get: () => source[member],
      set: (value: S[keyof S]) => (source[member] = value),
      enumerable: true,
      // Tests of older remotes replace an action with a mock (Object.defineProperty).
      configurable: true,
    });
  }
}
