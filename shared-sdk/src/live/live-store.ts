import { makeObservable, observable, action, reaction, type IReactionDisposer } from 'mobx';
import type { RootStore } from '../stores/root-store';
import type { LiveEvent } from './live-event';
import { liveEventTags } from './live-event-tags';
import type { LiveLinkState } from './live-link';

export type LiveState = 'off' | LiveLinkState;
export type LiveListener = (event: LiveEvent) => void;

/**
 * How long a received event is kept for a page that subscribes after it: a page's data may be
 * fetched (on hover, on the click) before its component mounts and subscribes, and an event in
 * between would otherwise be missed, leaving the page stale.
 */
export const RECENT_EVENTS_MS = 15_000;
const RECENT_EVENTS_MAX = 20;

/** The stream's code (and eventsource-parser) load only for a signed-in shopper, after the page. */
const loadLink = () => import('./live-link');

/**
 * The signed-in shopper's live updates (docs/live-updates.md). The shell enables it in the browser;
 * from then on a session holds the browser's one stream (live-link.ts) and a sign-out ends it.
 * Every event first updates the stores it concerns (the basket, the wishlist, the session) and
 * invalidates the queries whose answers it changed (`liveEventTags`: a page showing one asks again),
 * then reaches the listeners: the shell toasts an order's new status when no page shows that order
 * (`showOrders`).
 */
export class LiveStore {
  state: LiveState = 'off';
  private readonly listeners = new Set<LiveListener>();
  private readonly ordersOnScreen = new Map<number, number>();
  private stopLink: (() => void) | undefined;
  private disposeSession: IReactionDisposer | undefined;
  /** Refetches a hidden tab owes, run when it is seen again (ten hidden tabs do not ask at once). */
  private readonly owed = new Set<'basket' | 'wishlist'>();
  /** The events of the last RECENT_EVENTS_MS, oldest first, with when they came. */
  private readonly recent: { event: LiveEvent; at: number }[] = [];

  constructor(private readonly root: RootStore) {
    makeObservable<this, 'setState'>(this, { state: observable, setState: action });
  }

  /** Starts following the session: signed in, the stream is held; signed out, it is not. Browser only. */
  enable(): void {
    if (this.disposeSession || typeof window === 'undefined') return;
    document.addEventListener('visibilitychange', this.payOwed);
    this.disposeSession = reaction(
      () => this.root.auth.token,
      (token) => (token ? void this.connect(token) : this.disconnect()),
      { fireImmediately: true },
    );
  }

  disable(): void {
    this.disposeSession?.();
    this.disposeSession = undefined;
    document.removeEventListener('visibilitychange', this.payOwed);
    this.disconnect();
  }

  /**
   * Hears every event (after the stores had it); returns the unsubscribe. With `replayRecent`, the
   * listener first hears the events of the last RECENT_EVENTS_MS, oldest first (a page that mounts
   * after its data was fetched refetches what changed meanwhile).
   */
  subscribe(listener: LiveListener, { replayRecent = false }: { replayRecent?: boolean } = {}): () => void {
    this.listeners.add(listener);
    if (replayRecent) {
      this.forgetOld();
      for (const { event } of this.recent) this.tell(listener, event);
    }
    return () => void this.listeners.delete(listener);
  }

  /** A page shows these orders and keeps them current itself: no toast for them. Returns the release. */
  showOrders(orderIds: readonly number[]): () => void {
    for (const id of orderIds) this.ordersOnScreen.set(id, (this.ordersOnScreen.get(id) ?? 0) + 1);
    return () => {
      for (const id of orderIds) {
        const left = (this.ordersOnScreen.get(id) ?? 1) - 1;
        if (left > 0) this.ordersOnScreen.set(id, left);
        else this.ordersOnScreen.delete(id);
      }
    };
  }

  isOrderOnScreen(orderId: number): boolean {
    return this.ordersOnScreen.has(orderId);
  }

  /** One event of the stream (from this tab's stream or the leading tab's). */
  receive(event: LiveEvent): void {
    switch (event.kind) {
      case 'session_revoked':
        this.root.auth.clearSession();
        break;
      case 'basket':
      case 'wishlist':
        this.refetch(event.kind);
        break;
      case 'resync':
        this.refetch('basket');
        this.refetch('wishlist');
        break;
    }
    this.root.queries.invalidate(liveEventTags(event));
    this.forgetOld();
    this.recent.push({ event, at: Date.now() });
    if (this.recent.length > RECENT_EVENTS_MAX) this.recent.shift();
    for (const listener of [...this.listeners]) this.tell(listener, event);
  }

  private tell(listener: LiveListener, event: LiveEvent): void {
    try {
      listener(event);
    } catch (error) {
      console.warn('A live update listener failed', error);
    }
  }

  private forgetOld(): void {
    const since = Date.now() - RECENT_EVENTS_MS;
    while (this.recent.length > 0 && this.recent[0]!.at < since) this.recent.shift();
  }

  private refetch(what: 'basket' | 'wishlist'): void {
    if (document.visibilityState === 'hidden') {
      this.owed.add(what);
      return;
    }
    if (what === 'basket') void this.root.basket.fetchCart();
    else void this.root.wishlist.fetchFavorites();
  }

  private readonly payOwed = (): void => {
    if (document.visibilityState === 'hidden') return;
    const owed = [...this.owed];
    this.owed.clear();
    for (const what of owed) this.refetch(what);
  };

  private async connect(token: string): Promise<void> {
    this.disconnect();
    const { startLiveLink } = await loadLink();
    // Disabled, signed out, or in again while the code loaded: that session's turn is over.
    if (!this.disposeSession || this.root.auth.token !== token || this.stopLink) return;
    this.stopLink = startLiveLink({
      url: `${this.root.apiBase}/events`,
      token: () => this.root.auth.token,
      onUnauthorized: () => this.root.auth.clearSession(),
      onEvent: (event) => this.receive(event),
      onState: (state) => this.setState(state),
    });
  }

  private disconnect(): void {
    this.stopLink?.();
    this.stopLink = undefined;
    this.owed.clear();
    this.setState('off');
  }

  private setState(state: LiveState): void {
    this.state = state;
  }
}
