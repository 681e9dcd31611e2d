import { waitFor } from '@testing-library/react';
import { createTestStore } from '../test-support/render-with-store';
import { fakeRemoteLoader } from '../test-support/fake-remote-loader';
import { prefetchNextClicks, prefetchWhenIdle } from './idle-prefetch';
import { readying } from './page-readying';
import { IDLE_PREFETCH_MARK } from './when-idle';

describe('prefetch when idle', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a href="/products/7/details">Shirt</a>
      <a href="/products/8/details">Trousers</a>
      <a href="/shops/2">A shop</a>
      <a href="/about-us">About</a>
      <a href="/dashboard">Dashboard</a>
      <a href="https://elsewhere.example/products/9/details">Elsewhere</a>`;
    Object.assign(window, {
      requestIdleCallback: (callback: IdleRequestCallback) => setTimeout(() => callback({ timeRemaining: () => 10, didTimeout: false }), 0),
    });
    // jsdom has no User Timing.
    Object.assign(performance, { mark: jest.fn() });
  });

  it('fetches the cart drawer and the code of the linked pages, each once, once the page is shown and the browser idle', async () => {
    const load = jest.fn(async () => () => null);
    let show!: () => void;
    const pageShown = { promise: new Promise<void>((resolve) => (show = resolve)), resolve: () => show() };
    prefetchWhenIdle(fakeRemoteLoader(load), createTestStore(), pageShown.promise);
    await new Promise((r) => setTimeout(r, 10));
    // Nothing before the first page is on screen.
    expect(load).not.toHaveBeenCalled();
    pageShown.resolve();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    // Shell pages need no remote; a guest's account pages and other origins are skipped.
    expect(load.mock.calls).toEqual([
      ['cart', './CartDrawer'],
      ['catalog', './ProductDetailsPage'],
      ['catalog', './ShopDetailsPage'],
    ]);
    expect(performance.mark).toHaveBeenCalledWith(IDLE_PREFETCH_MARK);
  });

  it('asks first for the code of the page most of its links lead to, then in the order of the page', async () => {
    document.body.innerHTML = `
      <a href="/shops/2">A shop</a>
      <a href="/products">Every product</a>
      <a href="/products/7/details">Shirt</a>
      <a href="/products/8/details">Trousers</a>
      <a href="/products/8/details">Trousers, its picture</a>`;
    const fetchCode = jest.fn();
    prefetchNextClicks(fetchCode, createTestStore());
    await waitFor(() => expect(fetchCode).toHaveBeenCalledTimes(4));
    // Two product pages; a shop and the list once each, in the page's order.
    expect(fetchCode.mock.calls.slice(1)).toEqual([
      ['catalog', './ProductDetailsPage'],
      ['catalog', './ShopDetailsPage'],
      ['catalog', './ProductsPage'],
    ]);
  });

  it("asks for the linked pages' code one module after another, and for none once a click is being answered", async () => {
    document.body.innerHTML = `
      <a href="/products/7/details">Shirt</a>
      <a href="/shops/2">A shop</a>
      <a href="/products">Every product</a>`;
    const arrivals: (() => void)[] = [];
    const fetchCode = jest.fn((remote: string) => (remote === 'cart' ? undefined : new Promise<void>((resolve) => arrivals.push(resolve))));
    const clicked = new AbortController();
    prefetchNextClicks(fetchCode, createTestStore(), document, clicked.signal);
    await waitFor(() => expect(fetchCode).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 20));
    // The shop's code waits for the product page's.
    expect(fetchCode.mock.calls.slice(1)).toEqual([['catalog', './ProductDetailsPage']]);
    arrivals[0]?.();
    await waitFor(() => expect(fetchCode).toHaveBeenCalledTimes(3));
    expect(fetchCode).toHaveBeenLastCalledWith('catalog', './ShopDetailsPage');
    clicked.abort();
    arrivals[1]?.();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchCode).toHaveBeenCalledTimes(3);
  });

  it('lets a next page being readied go first, and starts once it is ready', async () => {
    let ready!: () => void;
    readying(new Promise<void>((resolve) => (ready = resolve)));
    const fetchCode = jest.fn();
    prefetchNextClicks(fetchCode, createTestStore());
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchCode).not.toHaveBeenCalled();
    ready();
    await waitFor(() => expect(fetchCode).toHaveBeenCalledWith('cart', './CartDrawer'));
  });

  it('starts no further piece once a click is being answered (its signal aborted)', async () => {
    const fetchCode = jest.fn();
    const clicked = new AbortController();
    prefetchNextClicks(fetchCode, createTestStore(), document, clicked.signal);
    // The first piece (the cart drawer) starts at once; the click comes before the next idle moment.
    await Promise.resolve();
    await Promise.resolve();
    expect(fetchCode.mock.calls).toEqual([['cart', './CartDrawer']]);
    clicked.abort();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchCode).toHaveBeenCalledTimes(1);
  });

  it("fetches no code for a shopper who asked to save data, only the rest of a server-rendered page's dictionary", async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      const load = jest.fn(async () => () => null);
      const getTranslations = jest.fn(async () => ({ 'toast.loginFirst': 'Please login first!' }));
      const store = createTestStore({ api: { getTranslations } });
      // A server-rendered page's dictionary: the messages its render read.
      store.i18n.adopt('en', {});
      prefetchWhenIdle(fakeRemoteLoader(load), store, Promise.resolve());
      await waitFor(() => expect(store.i18n.partial).toBe(false));
      expect(getTranslations).toHaveBeenCalledWith('en');
      expect(load).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    }
  });
});
