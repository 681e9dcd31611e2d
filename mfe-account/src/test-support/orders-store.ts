import { configure, runInAction } from 'mobx';
import type { LiveEvent, Order, OrderDetails, OrderLiveData, OrderPage, Product, RootStore, StatusWiseOrders } from 'shared-sdk';
import { createTestStore, fakeApi, masterSettings, type FakeApiCalls } from 'shared-sdk/testing';

export interface StoreActionMocks {
  add: jest.Mock;
  toggle: jest.Mock;
}

/**
 * A signed-in shopper's root store over a strict fake API (a call the test did not give fails
 * loudly), with the shared store actions the pages use (basket.add, wishlist.toggle) replaced by mocks,
 * so a test sees what a page asked of them (`mockActions: false` keeps the real ones).
 */
export function ordersTestStore(calls: FakeApiCalls = {}, { mockActions = true } = {}): { store: RootStore; actions: StoreActionMocks } {
  // MobX makes actions read-only by default; tests replace them with mocks (MobX's advice for mocking).
  configure({ safeDescriptors: false });
  const store = createTestStore({ api: fakeApi(calls) });
  const actions = { add: jest.fn().mockResolvedValue(true), toggle: jest.fn().mockResolvedValue(false) };
  const replace = (target: object, key: string, value: jest.Mock) =>
    Object.defineProperty(target, key, { value, configurable: true, writable: true });
  if (mockActions) {
    replace(store.basket, 'add', actions.add);
    replace(store.wishlist, 'toggle', actions.toggle);
  }
  runInAction(() => {
    store.settings.appName = 'ShopMart';
    store.settings.paymentGateways = [...masterSettings().payment_gateways, { name: 'card', title: 'Card payment', logo: '' }];
    store.auth.setSession('token-1', { id: 1, name: 'Demo Shopper', phone: '01700000000', profile_photo: '/media/demo.png' });
    store.auth.setFavoriteCount(3);
  });
  return { store, actions };
}

export const toasts = (store: RootStore) => store.ui.toasts.map(({ type, message }) => ({ type, message }));

export const ADDRESS = {
  id: 4,
  name: 'Demo Shopper',
  phone: '01700000000',
  area: 'Gulshan',
  flat_no: '5B',
  address_type: 'home',
  address_line: 'House 12, Road 7',
  address_line2: null,
  post_code: '1212',
  is_default: true,
  latitude: null,
  longitude: null,
};

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 11,
    order_code: 'SMAB12CD34EF',
    quantity: 3,
    amount: 125.5,
    payment_method: 'cash',
    payment_status: 'Pending',
    order_status: 'Pending',
    created_at: '2025-05-04T09:30:00.000Z',
    placed_at: '2025-05-04T09:30:00.000Z',
    address: ADDRESS,
    refund: null,
    ...overrides,
  };
}

export function statusCounts(overrides: Partial<StatusWiseOrders> = {}): StatusWiseOrders {
  return { all: 7, pending: 1, confirm: 1, processing: 1, pickup: 0, on_the_way: 1, delivered: 2, cancelled: 1, ...overrides };
}

export function ordersPage(orders: Order[], total = orders.length, counts = statusCounts()): OrderPage {
  return { total, status_wise_orders: counts, orders };
}

export function orderDetails(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    ...order(),
    estimated_delivery_date: '2025-05-08',
    total_amount: 140,
    tax_amount: 0,
    discount: 20,
    coupon_discount: 4.5,
    payable_amount: 125.5,
    delivery_charge: 10,
    note: null,
    shop: { id: 2, name: 'Green Basket', logo: '/media/shop.png', rating: 4.5 },
    invoice_url: '/invoice/abc123',
    products: [
      {
        id: 31,
        name: 'Linen Shirt',
        brand: 'Northwind',
        thumbnail: '/media/shirt.png',
        price: 50,
        discount_price: 40,
        order_qty: 2,
        color: { id: 3, name: 'Navy', price: 0, color_code: '#001f5b' },
        size: { id: 5, name: 'XL', price: 0 },
        unit: 'pc',
        rating: null,
      },
      {
        id: 32,
        name: 'Canvas Tote',
        brand: null,
        thumbnail: null,
        price: 30,
        discount_price: 0,
        order_qty: 1,
        color: null,
        size: null,
        unit: null,
        rating: 4,
      },
    ],
    ...overrides,
  };
}

export function favoriteProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 31,
    name: 'Linen Shirt',
    thumbnail: '/media/shirt.png',
    price: 50,
    discount_price: 40,
    discount_percentage: 20,
    rating: 4.5,
    total_reviews: '12',
    total_sold: '40',
    quantity: 8,
    is_favorite: true,
    brand: 'Northwind',
    unit: { id: 1, name: 'pc' },
    sizes: [],
    colors: [],
    shop: { id: 2, name: 'Green Basket', logo: '', rating: 4.5, estimated_delivery_time: '2-4 days', delivery_charge: 10 },
    ...overrides,
  };
}

let lastEventId = 0;

/** A live `order` event (docs/live-updates.md) about order 11, as the stream hands it to `store.live.receive`. */
export function orderEvent(data: Partial<OrderLiveData> = {}): LiveEvent {
  lastEventId += 1;
  return {
    kind: 'order',
    id: String(lastEventId),
    data: {
      order_id: 11,
      order_code: 'SMAB12CD34EF',
      order_status: 'Pending',
      payment_status: 'Pending',
      refund_status: null,
      changed: ['order_status'],
      ...data,
    },
  };
}
