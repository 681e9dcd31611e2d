import { useLocation } from 'react-router-dom';
import { SHOPPER_ACTION_FORM, SHOPPER_ACTION_PATH, SHOPPER_ACTION_RETURN_FIELD } from 'shared-sdk';

/**
 * The page's one hidden form that 'Add to Cart', 'Buy Now' and the wishlist heart submit by its id
 * (shared-sdk's SHOPPER_ACTION_FORM), so a product card gains no element. Without JavaScript it posts
 * the button's action and this page's path and query to the server, whose page tells a guest what to
 * do and links back here (decision D14). The server renders it with the path it rendered the page
 * for; hydrated, the buttons' handlers keep it from ever being sent.
 */
export function ShopperActionForm() {
  const { pathname, search } = useLocation();
  return (
    <form id={SHOPPER_ACTION_FORM} method="post" action={SHOPPER_ACTION_PATH} hidden>
      <input type="hidden" name={SHOPPER_ACTION_RETURN_FIELD} value={pathname + search} />
    </form>
  );
}
