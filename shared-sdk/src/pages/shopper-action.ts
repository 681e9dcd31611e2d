/**
 * A shopper's buttons that work before and without hydration (docs/server-rendering.md#before-hydration-and-without-javascript):
 * 'Add to Cart', 'Buy Now' and the wishlist heart submit one hidden form the shell renders once per
 * page (its store layout), naming it by its id in their `form` attribute, so a card gains no
 * element. Before hydration the early-taps script holds a tap on them and replays it once the page is
 * interactive; without JavaScript the form posts to the server, which answers a guest's page (the
 * session lives in the browser's JavaScript). After hydration the buttons' handlers prevent the
 * submission and act in the page. Where no such form exists (a remote's harness), a button whose
 * `form` names no element submits nothing.
 */

import type { CartAddPayload } from '../stores/basket-store';

/** The id of the page's one shopper-action form. */
export const SHOPPER_ACTION_FORM = 'sf-shopper-action';

/** Where that form posts (the API's page route, outside /api). */
export const SHOPPER_ACTION_PATH = '/shopper-action';

/** The form's field holding the page to go back to: the page's path and query. */
export const SHOPPER_ACTION_RETURN_FIELD = 'return_to';

/** What a button asks for, with a product's id: `cart-add:12`. */
export type ShopperAction = 'cart-add' | 'buy-now' | 'wishlist';

/** The attributes that make a button submit the page's shopper-action form with its action. */
export interface ShopperActionButtonProps {
  type: 'submit';
  form: string;
  name: 'action';
  value: string;
}

export function shopperActionButton(action: ShopperAction, productId: number): ShopperActionButtonProps {
  return { type: 'submit', form: SHOPPER_ACTION_FORM, name: 'action', value: `${action}:${productId}` };
}

/**
 * What a shopper-action button outside every island needs to act on a page of islands, where no
 * component handles its click (docs/islands.md, "Buttons outside the islands"): the product's name
 * (its toast, its heart's label) and, for 'Add to Cart', the cart line it adds.
 */
export interface StaticShopperAction {
  'data-product-name': string;
  'data-cart'?: string;
}

export function staticShopperAction(productName: string, cartLine?: CartAddPayload): StaticShopperAction {
  return { 'data-product-name': productName, ...(cartLine ? { 'data-cart': JSON.stringify(cartLine) } : {}) };
}

/** A shopper action read back from its button: the action, the product, and what the button carries. */
export interface ReadShopperAction {
  action: ShopperAction;
  productId: number;
  productName: string;
  cartLine: CartAddPayload | null;
}

const ACTION_VALUE = /^(cart-add|buy-now|wishlist):([1-9]\d{0,8})$/;

/** The action a shopper-action button of the page's form asks for, or null for any other button. */
export function readShopperAction(button: HTMLButtonElement): ReadShopperAction | null {
  if (button.name !== 'action' || button.getAttribute('form') !== SHOPPER_ACTION_FORM) return null;
  const [, action, id] = ACTION_VALUE.exec(button.value) ?? [];
  if (!action || !id) return null;
  return {
    action: action as ShopperAction,
    productId: Number(id),
    productName: button.dataset.productName ?? '',
    cartLine: parseCartLine(button.dataset.cart, Number(id)),
  };
}

/** The cart line a button carries, if it is one for this product (the page's own HTML, read defensively all the same). */
function parseCartLine(text: string | undefined, productId: number): CartAddPayload | null {
  if (!text) return null;
  try {
    const line = JSON.parse(text) as Partial<CartAddPayload>;
    const id = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);
    if (line.product_id !== productId) return null;
    return { product_id: productId, quantity: id(line.quantity) ?? 1, color: id(line.color), size: id(line.size), unit: id(line.unit) };
  } catch {
    return null;
  }
}
