import { RootStore } from '../stores/root-store';
import { memoryStorage } from '../stores/storage';
import { fakeApi } from '../test-support/fake-api';
import type { LiveEvent } from './live-event';
import { RECENT_EVENTS_MS } from './live-store';

function signedIn() {
  const calls = { cart: 0, favorites: 0 };
  const api = fakeApi({
    cart: { list: async () => (calls.cart++, { total: 0, cart_items: [] }) },
    account: { getFavoriteProducts: async () => (calls.favorites++, { products: [], total: 4 }) as never },
  });
  const root = new RootStore({ storage: memoryStorage(), api });
  root.auth.setSession('tok', { id: 1, name: 'Demo' });
  return { root, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('live updates in the stores', () => {
  it('refetches the basket and the wishlist another device changed, and both on a resync', async () => {
    const { root, calls } = signedIn();
    root.live.receive({ kind: 'basket', id: '1' });
    root.live.receive({ kind: 'wishlist', id: '2' });
    await settle();
    expect(calls).toEqual({ cart: 1, favorites: 1 });
    expect(root.auth.favoriteProducts).toBe(4);
    root.live.receive({ kind: 'resync' });
    await settle();
    expect(calls).toEqual({ cart: 2, favorites: 2 });
  });

  it("invalidates the queries of what an event changed, by the event's tags", async () => {
    const { root } = signedIn();
    const load = jest.fn().mockResolvedValue('shown');
    const orders = { key: 'account:1:orders:{}', load, tags: ['orders'] };
    const order = (id: number) => ({ key: `account:1:order:${id}`, load, tags: [`order:${id}`] });
    const tickets = { key: 'account:1:tickets:{}', load, tags: ['tickets'] };
    await Promise.all([
      root.queries.fetch(orders),
      root.queries.fetch(order(11)),
      root.queries.fetch(order(12)),
      root.queries.fetch(tickets),
    ]);
    root.live.receive({
      kind: 'order',
      id: '9',
      data: {
        order_id: 11,
        order_code: 'SM11',
        order_status: 'Confirm',
        payment_status: 'Paid',
        refund_status: null,
        changed: ['payment_status'],
      },
    });
    expect(root.queries.peek(orders.key)).toBeUndefined();
    expect(root.queries.peek(order(11).key)).toBeUndefined();
    expect(root.queries.peek(order(12).key)).toEqual({ data: 'shown' });
    expect(root.queries.peek(tickets.key)).toEqual({ data: 'shown' });
    root.live.receive({ kind: 'ticket', id: '10', data: { ticket_id: 3, status: 'completed' } });
    expect(root.queries.peek(tickets.key)).toBeUndefined();
    root.live.receive({ kind: 'resync' });
    expect(root.queries.peek(order(12).key)).toBeUndefined();
  });

  it('signs out at once when the session is revoked', () => {
    const { root } = signedIn();
    root.live.receive({ kind: 'session_revoked', id: '3' });
    expect(root.auth.token).toBeNull();
    expect(root.auth.isLoggedIn).toBe(false);
  });

  it('lets a hidden tab owe its refetches until it is seen, asking once', async () => {
    const { root, calls } = signedIn();
    root.live.enable();
    setVisibility('hidden');
    root.live.receive({ kind: 'basket', id: '4' });
    root.live.receive({ kind: 'basket', id: '5' });
    await settle();
    expect(calls.cart).toBe(0);
    setVisibility('visible');
    await settle();
    expect(calls.cart).toBe(1);
    root.live.disable();
  });

  it('hands every event to the listeners after the stores, and knows the orders on screen', () => {
    const { root } = signedIn();
    const heard: LiveEvent[] = [];
    const unsubscribe = root.live.subscribe((event) => heard.push(event));
    const release = root.live.showOrders([7, 8]);
    const again = root.live.showOrders([8]);
    const order: LiveEvent = {
      kind: 'order',
      id: '9',
      data: {
        order_id: 7,
        order_code: 'SM-7',
        order_status: 'Pickup',
        payment_status: 'Paid',
        refund_status: null,
        changed: ['order_status'],
      },
    };
    root.live.receive(order);
    expect(heard).toEqual([order]);
    release();
    expect(root.live.isOrderOnScreen(7)).toBe(false);
    expect(root.live.isOrderOnScreen(8)).toBe(true);
    again();
    expect(root.live.isOrderOnScreen(8)).toBe(false);
    unsubscribe();
    root.live.receive(order);
    expect(heard).toHaveLength(1);
  });

  it('replays the last seconds of events to a page that subscribes after its data was fetched, and only to it', () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
    try {
      const { root } = signedIn();
      const ticket = (id: string): LiveEvent => ({ kind: 'ticket', id, data: { ticket_id: 3, status: 'running' } });
      const idOf = (event: LiveEvent) => ('id' in event ? event.id : event.kind);
      root.live.receive(ticket('1'));
      jest.advanceTimersByTime(RECENT_EVENTS_MS - 1000);
      root.live.receive(ticket('2'));
      jest.advanceTimersByTime(2000);
      const plain: LiveEvent[] = [];
      root.live.subscribe((event) => plain.push(event));
      expect(plain).toEqual([]);
      const page: LiveEvent[] = [];
      root.live.subscribe((event) => page.push(event), { replayRecent: true });
      // The first is older than the window; the second arrived while the page was on its way.
      expect(page.map(idOf)).toEqual(['2']);
      root.live.receive(ticket('3'));
      expect(page.map(idOf)).toEqual(['2', '3']);
      expect(plain.map(idOf)).toEqual(['3']);
    } finally {
      jest.useRealTimers();
    }
  });
});
