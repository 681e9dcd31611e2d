import { startFormatting, type RootStore } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';
import { whenIdle } from './when-idle';

/**
 * The cart drawer's first opening, made ready ahead for a shopper with lines in the cart
 * (islands-boot.tsx): its code loaded (otherwise three round trips one after the other at the
 * click: the cart remote's manifest, its entry and contract, the drawer's chunk), and the price
 * formats started (the browser's first number format was 78 ms of the drawer's 144 ms first render,
 * unthrottled). A module of its own, loaded only then, so the formats' code stays off every page's
 * first load.
 */
export function loadDrawerAhead(store: RootStore, loader: RemoteLoader): void {
  void loader.load('cart', './CartDrawer');
  whenIdle(() => startFormatting(store.settings.locale));
}
