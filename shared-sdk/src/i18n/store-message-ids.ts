import { NETWORK_ERROR, OFFLINE_ERROR } from '../client/api-error';

/**
 * The messages the stores put into words outside React (`I18nStore.t`: toasts), which no render reads
 * before the shopper acts. A server-rendered page embeds them beside the messages its render read, so
 * a tap's toast is in the page's language even before the rest of the dictionary has come in
 * (docs/performance.md#render-less). `store-message-ids.test.ts` checks the stores use no other.
 */
export const STORE_MESSAGE_IDS: readonly string[] = [
  'cart.addressRequired',
  'cart.selectShop',
  'cart.toast.addAgain',
  'cart.toast.added',
  'cart.toast.removed',
  'cart.toast.viewInCart',
  NETWORK_ERROR.id,
  OFFLINE_ERROR.id,
  'toast.loginFirst',
];
