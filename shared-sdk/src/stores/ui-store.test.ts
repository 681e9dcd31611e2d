import { waitFor } from '@testing-library/react';
import type { CartShopGroup } from '../client/api-types';
import { AxiosError } from 'axios';
import { runInAction } from 'mobx';
import { NETWORK_ERROR, OFFLINE_ERROR, toApiFailure } from '../client/api-error';
import { RootStore } from './root-store';
import { memoryStorage } from './storage';
import { TOAST_CAP } from './ui-store';
import { fakeApi } from '../test-support/fake-api';
import { TWO_SHOP_BASKET, checkoutSummary, signedInWithBasket } from '../test-support/cart-fixtures';

const newStore = () => new RootStore({ storage: memoryStorage(), api: fakeApi({}) });

describe('UiStore', () => {
  it('keeps login and register mutually exclusive', () => {
    const { ui } = newStore();
    ui.openLogin();
    ui.openRegister();
    expect([ui.isOpen('login'), ui.isOpen('register')]).toEqual([false, true]);
    ui.openLogin();
    expect([ui.isOpen('login'), ui.isOpen('register')]).toEqual([true, false]);
    ui.openForgotPassword();
    expect([ui.isOpen('login'), ui.isOpen('forgotPassword')]).toEqual([false, true]);
  });

  it("gives a guest 'Please login first!' and the login modal", () => {
    const store = newStore();
    expect(store.ui.requireLogin()).toBe(false);
    expect(store.ui.toasts[0]).toMatchObject({ type: 'error', message: 'Please login first!', position: 'bottom-left' });
    expect(store.ui.isOpen('login')).toBe(true);
    store.auth.setSession('t', { name: 'A' });
    expect(store.ui.requireLogin()).toBe(true);
  });

  it('defaults toasts to bottom-left, 5000 ms, and keeps at most 20', () => {
    const { ui } = newStore();
    for (let i = 0; i < 25; i++) ui.success(`m${i}`);
    expect(ui.toasts).toHaveLength(TOAST_CAP);
    expect(ui.toasts[0]).toMatchObject({ message: 'm5', timeout: 5000, position: 'bottom-left', progressBar: true });
    ui.dismissToast(ui.toasts[0]!.id);
    expect(ui.toasts[0]?.message).toBe('m6');
  });

  /** A signed-in shopper with `basket` in the cart, over an API that notes what the drawer asks. */
  function drawerShopper(basket: CartShopGroup[]) {
    const asked: string[] = [];
    const api = fakeApi({
      cart: {
        list: async () => (asked.push('basket'), { total: 3, cart_items: TWO_SHOP_BASKET }),
        checkout: async () => (asked.push('checkout'), { checkout_items: TWO_SHOP_BASKET, checkout: checkoutSummary(10) }),
      },
    });
    return { asked, store: signedInWithBasket(api, basket) };
  }

  it('asks for the basket, then the checkout of the selected shops, as the cart drawer opens, once per opening', async () => {
    // Empty until the basket's answer: its shops then come in ticked, and their checkout is asked for.
    const { asked, store } = drawerShopper([]);
    store.ui.toggleCartDrawer();
    store.ui.open('cartDrawer');
    await waitFor(() => expect(asked).toEqual(['basket', 'checkout']));
    store.ui.toggleCartDrawer();
    expect(asked).toHaveLength(2);
  });

  it('asks for the drawer’s answers at the press, and the click that follows uses the same requests', async () => {
    const { asked, store } = drawerShopper(TWO_SHOP_BASKET);
    runInAction(() => (store.basket.selectedShopIds = [1, 2]));
    store.ui.readyCartDrawer();
    expect([...asked].sort()).toEqual(['basket', 'checkout']);
    store.ui.toggleCartDrawer();
    await waitFor(() => expect(store.checkout.payable_amount).toBe(10));
    expect(asked).toHaveLength(2);
    // Once it is open, a press asks nothing more.
    store.ui.readyCartDrawer();
    expect(asked).toHaveLength(2);
  });

  it('toggles the cart drawer and opens the voucher dialog for a shop', () => {
    const { ui } = newStore();
    ui.toggleCartDrawer();
    expect(ui.isCartDrawerOpen).toBe(true);
    ui.toggleCartDrawer();
    expect(ui.isCartDrawerOpen).toBe(false);
    ui.openStoreVoucher(7);
    expect([ui.isOpen('storeVoucher'), ui.voucherShopId]).toEqual([true, 7]);
  });
});

describe('the network error toast', () => {
  it('is translated when the dictionary has it; server messages are shown as they come', () => {
    const store = newStore();
    runInAction(() => (store.i18n.messages = { 'error.network': 'خطأ في الشبكة.' }));
    const noAnswer = new AxiosError('Network Error', 'ERR_NETWORK');
    store.ui.error(toApiFailure(noAnswer).message);
    store.ui.error('The phone has already been taken.');
    expect(store.ui.toasts.map((t) => t.message)).toEqual(['خطأ في الشبكة.', 'The phone has already been taken.']);
  });

  it('says the action needs a connection when the browser is offline, in the page language', () => {
    const store = newStore();
    runInAction(() => (store.i18n.messages = { 'error.offline': 'أنت غير متصل.' }));
    const noAnswer = new AxiosError('Network Error', 'ERR_NETWORK');
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(toApiFailure(noAnswer).message).toBe(OFFLINE_ERROR.defaultMessage);
      // The failed call was noted with the id it would have sent: nothing reached the server under it.
      store.ui.noteFailure({ ...toApiFailure(noAnswer), requestId: 'req-never-sent' });
      store.ui.error(toApiFailure(noAnswer).message);
    } finally {
      onLine.mockRestore();
    }
    expect(toApiFailure(noAnswer).message).toBe(NETWORK_ERROR.defaultMessage);
    expect(store.ui.toasts.map((t) => [t.message, t.reference])).toEqual([['أنت غير متصل.', undefined]]);
  });
});

describe('the reference of an error toast', () => {
  it('is the request id of the failed call whose message the toast shows', () => {
    const { ui } = newStore();
    ui.noteFailure({ status: 500, message: 'Server Error', errors: {}, requestId: 'req-0123456789' });
    ui.error('Server Error');
    ui.error('Please select at least one shop');
    expect(ui.toasts.map((toast) => [toast.message, toast.reference])).toEqual([
      ['Server Error', 'req-0123456789'],
      ['Please select at least one shop', undefined],
    ]);
  });

  it('is not taken from a failure older than a few seconds, and a caller may name its own', () => {
    jest.useFakeTimers();
    try {
      const { ui } = newStore();
      ui.noteFailure({ status: 422, message: 'Invalid.', errors: {}, requestId: 'old-0123456789' });
      jest.advanceTimersByTime(11_000);
      ui.error('Invalid.');
      ui.error('Something else', { reference: 'own-0123456789' });
      expect(ui.toasts.map((toast) => toast.reference)).toEqual([undefined, 'own-0123456789']);
    } finally {
      jest.useRealTimers();
    }
  });
});
