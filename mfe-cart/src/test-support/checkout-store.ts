// The checkout pages' store and fixtures (jest only; no test runs from this file).
import { runInAction } from 'mobx';
import type { Address, CartShopGroup, CheckoutResult, CheckoutSummary, RootStore } from 'shared-sdk';
import { cartLine, cartShop, createTestStore, fakeApi } from 'shared-sdk/testing';

export const summary = (extra: Partial<CheckoutSummary> = {}): CheckoutSummary => ({
  total_amount: 100,
  delivery_charge: 5,
  coupon_discount: 0,
  payable_amount: 110,
  order_tax_amount: 5,
  summary_version: 'v1',
  ...extra,
});

export const checkoutResult = (items: CartShopGroup[], totals: Partial<CheckoutSummary> = {}): CheckoutResult => ({
  checkout_items: items,
  checkout: summary(totals),
});

export const address = (id: number, extra: Partial<Address> = {}): Address => ({
  id,
  name: `Customer ${id}`,
  phone: `0170000000${id}`,
  area: 'Karrada',
  flat_no: null,
  address_type: 'Home',
  address_line: `${id} Palm Street`,
  address_line2: null,
  post_code: '10001',
  is_default: false,
  ...extra,
});

/** Two shops' lines as the checkout lists them, each with its picture. */
export const BASKET: CartShopGroup[] = [
  {
    ...cartShop(1, [
      cartLine(11, 1, {
        name: 'Linen Shirt',
        thumbnail: '/media/p11.jpg',
        price: 30,
        discount_price: 25,
        quantity: 2,
        size: { id: 1, name: 'XL' },
        color: { id: 2, name: 'Navy' },
      }),
    ]),
    shop_name: 'Urban Threads',
  },
  { ...cartShop(2, [cartLine(21, 2, { name: 'Trail Runner', thumbnail: '/media/p21.jpg', price: 40 })]), shop_name: 'Stride Shoes' },
];

export const ADDRESSES = [
  address(1, { name: 'Home Sweet', is_default: true }),
  address(2, { name: 'Office Desk', address_type: 'Office', area: 'Mansour' }),
];

export const GATEWAYS = [
  { name: 'cash', title: 'Cash on Delivery', logo: '/media/cash.svg' },
  { name: 'card', title: 'Card payment', logo: '/media/card.svg' },
];

export interface CheckoutCalls {
  checkout?: jest.Mock;
  getAddresses?: jest.Mock;
  place?: jest.Mock;
  list?: jest.Mock;
  checkoutVouchers?: jest.Mock;
  /** Changes of a basket line (a short line lowered or removed on the checkout). */
  decrement?: jest.Mock;
  delete?: jest.Mock;
  /** The buy-now line stored again (lowered on the buy-now page). */
  store?: jest.Mock;
}

/**
 * The real root store over a strict fake API: checkout, addresses, order placement and the cart
 * refetch after it. Signed in unless `guest`; the seed's payment gateways.
 */
export function checkoutStore(calls: CheckoutCalls = {}, { guest = false }: { guest?: boolean } = {}) {
  const api = {
    checkout: calls.checkout ?? jest.fn().mockResolvedValue(checkoutResult(BASKET)),
    getAddresses: calls.getAddresses ?? jest.fn().mockResolvedValue({ total: ADDRESSES.length, addresses: ADDRESSES }),
    place: calls.place ?? jest.fn().mockResolvedValue({ message: 'Order placed', order_payment_url: null }),
    list: calls.list ?? jest.fn().mockResolvedValue({ total: 0, cart_items: [] }),
    checkoutVouchers: calls.checkoutVouchers ?? jest.fn().mockResolvedValue({ coupons: [] }),
  };
  // Line changes only when a test gives them: any other call of them rejects loudly.
  const lineCalls = { decrement: calls.decrement, delete: calls.delete, store: calls.store };
  const given = Object.fromEntries(Object.entries(lineCalls).filter(([, call]) => call !== undefined));
  const store = createTestStore({
    api: fakeApi({
      cart: { checkout: api.checkout, list: api.list, checkoutVouchers: api.checkoutVouchers, ...given },
      account: { getAddresses: api.getAddresses },
      orders: { place: api.place },
    }),
  });
  runInAction(() => {
    store.settings.appName = 'ShopMart';
    store.settings.paymentGateways = GATEWAYS;
  });
  if (!guest) store.auth.setSession('tok', { name: 'Demo' });
  return { store, api };
}

/** A promise the test settles when it wants (an order placement in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const toastMessages = (store: RootStore) => store.ui.toasts.map((t) => t.message);
