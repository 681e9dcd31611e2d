import type { Api, ApiFailure, CheckoutVoucher, Query, RootStore } from 'shared-sdk';

/**
 * A store's load failed and the store has toasted its message already: the page's error state says only
 * that it failed, with Retry.
 */
export const TOASTED_FAILURE: ApiFailure = { status: 0, message: '', errors: {} };

/** Runs a store load that answers whether it succeeded; a refusal becomes the query's failure. */
async function storeLoad(load: () => Promise<boolean>): Promise<true> {
  if (!(await load())) throw TOASTED_FAILURE;
  return true;
}

type VoucherPage = Awaited<ReturnType<Api['cart']['vouchers']>>;

type CartStores = Pick<RootStore, 'auth' | 'checkout'>;

/** Whose answers a key names: the signed-in shopper's id (`auth.user?.id`). */
type ShopperId = number | undefined;

function kindKey(shopper: ShopperId, kind: string): string {
  return `cart:${shopper ?? 'guest'}:${kind}`;
}

function shopperKey({ auth }: CartStores, kind: string): string {
  return kindKey(auth.user?.id, kind);
}

/** Vouchers per page of a shop's list. */
const VOUCHER_PAGE_SIZE = 10;

/**
 * The checkout pages' requests, named once and read with `useQuery` on the root store's query cache, as
 * the catalogue's and the account's pages read theirs (docs/stores.md). Their answers are the checkout
 * store's state, not the page's: a load prices the store (which every basket change and voucher prices
 * again while the page shows it), and the query's answer says that it is priced. So they are fresh for 0
 * ms: each visit prices the checkout again, as the totals must be the server's of now. A guest asks
 * nothing (the page asks them to log in; their key changes when they do).
 */
export const cartQueries = {
  /** POST /cart/checkout for the basket's selected shops, into the checkout store. */
  checkout: (stores: CartStores): Query<boolean> => ({
    key: shopperKey(stores, 'checkout'),
    load: async () => Boolean(stores.auth.token) && storeLoad(stores.checkout.fetchCheckout),
    freshFor: 0,
  }),
  /** POST /cart/checkout with is_buy_now for the buy-now line, into the checkout store; nothing without a line. */
  buyNow: (stores: CartStores): Query<boolean> => ({
    key: `${shopperKey(stores, 'buy-now')}:${stores.checkout.buyNowShopId ?? 'none'}`,
    load: async () => Boolean(stores.auth.token && stores.checkout.buyNowShopId !== null) && storeLoad(stores.checkout.fetchBuyNow),
    freshFor: 0,
  }),
  /**
   * GET /addresses into the auth store, which picks the delivery address (a failure is logged; the page goes
   * on). Asked only when the page has something to order (`needed`).
   */
  addresses: (stores: CartStores, needed: boolean): Query<boolean> => ({
    key: `${shopperKey(stores, 'addresses')}${needed ? '' : ':not-needed'}`,
    load: async () => {
      if (!stores.auth.token || !needed) return false;
      await stores.auth.fetchAddresses();
      return true;
    },
    freshFor: 0,
  }),
  /**
   * The shopper's collected vouchers of this checkout (or the buy-now line), each priced by the server. Its
   * key holds the shops and the subtotal, which move what each saves: a change asks again, and the list
   * shown stays meanwhile. Never a failure: the store logs one and answers none (the code box still works).
   */
  checkoutVouchers: ({ auth, basket, checkout }: CartStores & Pick<RootStore, 'basket'>, buyNow: boolean): Query<CheckoutVoucher[]> => {
    const shops = buyNow ? String(checkout.buyNowShopId) : basket.selectedShopIds.join();
    const subtotal = buyNow ? checkout.buyNowSummary?.total_amount : checkout.total_amount;
    return {
      key: `${kindKey(auth.user?.id, 'checkout-vouchers')}:${buyNow ? 'buy-now' : 'basket'}:${shops}:${subtotal ?? ''}`,
      load: () => checkout.checkoutVouchers({ buyNow }),
      freshFor: 0,
    };
  },
  /** GET /get-vouchers: a page of a shop's vouchers with whether the shopper collected each. */
  storeVouchers: (api: Api, shopper: ShopperId, shopId: number | null, page: number): Query<VoucherPage> => ({
    key: `${cartQueries.storeVoucherName(shopper)}:${shopId ?? 'none'}:${page}`,
    load: () => api.cart.vouchers({ shop_id: shopId ?? undefined, page, per_page: VOUCHER_PAGE_SIZE }),
  }),
  /** The name over every shop's voucher pages: a voucher collected makes them old (`queries.forget`). */
  storeVoucherName: (shopper: ShopperId) => kindKey(shopper, 'store-vouchers'),
};
