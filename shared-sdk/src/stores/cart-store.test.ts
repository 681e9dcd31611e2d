import { RootStore } from './root-store';
import { memoryStorage } from './storage';
import { fakeApi } from '../test-support/fake-api';

const group = { id: 1, shop_id: 4, shop_name: 'Shop', shop_rating: 4.5, products: [] };

describe('CartStore', () => {
  it('starts empty and persists the spec fields', () => {
    const storage = memoryStorage();
    const store = new RootStore({ storage, api: fakeApi({}) });
    expect(store.cart.count).toBe(0);
    store.cart.applyCart(2, [group]);
    const again = new RootStore({ storage, api: fakeApi({}) });
    expect(again.cart.count).toBe(2);
    expect(again.cart.products[0]?.shop_id).toBe(4);
    expect(again.cart.isLoadingCart).toBe(false);
  });

  it('drops persisted fields of the wrong type', () => {
    const storage = memoryStorage({ 'storefront.cart': JSON.stringify({ total: 'many', selectedShopIds: [1], address: { id: 2 } }) });
    const store = new RootStore({ storage, api: fakeApi({}) });
    expect(store.cart.total).toBe(0);
    expect(store.cart.selectedShopIds).toEqual([1]);
    expect(store.cart.address?.id).toBe(2);
  });
});
