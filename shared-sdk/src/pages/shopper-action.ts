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
