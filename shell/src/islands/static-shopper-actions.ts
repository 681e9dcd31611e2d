import { autorun } from 'mobx';
import { ICON_FILLED_CLASS, ISLAND_TAG, readShopperAction, type RootStore } from 'shared-sdk';

/**
 * The shopper-action buttons of a page of islands that no island holds: the product cards' 'Add to
 * Cart' and hearts, dozens a page, never hydrated (docs/islands.md, "Buttons outside the islands").
 * One listener on the page acts for them as their components do: the cart line the button carries
 * goes to the cart store ('Please login first!' and the login dialog for a guest, the toast with
 * 'View In Cart' for a customer), the heart goes to the wishlist store, one wish per button at a
 * time. A click an island's own handler took (it prevents the form's submission) is left alone, and
 * so is any other action: the form posts it, as without JavaScript. The hearts follow the wishlist,
 * so a customer sees their favourites filled. Answers what stops both.
 */
export function actForStaticButtons(store: RootStore, page: HTMLElement): () => void {
  const busy = new WeakSet<HTMLButtonElement>();
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    const button = (event.target as Element | null)?.closest?.('button');
    if (!(button instanceof HTMLButtonElement) || button.closest(ISLAND_TAG)) return;
    const read = readShopperAction(button);
    const work =
      read?.action === 'cart-add' && read.cartLine
        ? () => store.basket.add(read.cartLine!, read.productName)
        : read?.action === 'wishlist'
          ? () => store.wishlist.toggle(read.productId)
          : null;
    if (!work) return;
    event.preventDefault();
    if (busy.has(button)) return;
    busy.add(button);
    button.setAttribute('aria-busy', 'true');
    void work().finally(() => {
      busy.delete(button);
      button.removeAttribute('aria-busy');
    });
  };
  page.addEventListener('click', onClick);
  const stopHearts = followWishlist(store, staticHearts(page));
  return () => {
    page.removeEventListener('click', onClick);
    stopHearts();
  };
}

function staticHearts(page: HTMLElement): HTMLButtonElement[] {
  return Array.from(page.querySelectorAll<HTMLButtonElement>('button[name="action"][value^="wishlist:"]')).filter(
    (button) => !button.closest(ISLAND_TAG),
  );
}

/**
 * Keeps each static heart as WishlistToggle renders it: pressed and filled for a favourite, and its
 * label saying what a tap does. The two labels take the product's name as their one argument.
 */
function followWishlist(store: RootStore, hearts: HTMLButtonElement[]): () => void {
  if (hearts.length === 0) return () => undefined;
  return autorun(() => {
    for (const heart of hearts) {
      const read = readShopperAction(heart);
      if (!read) continue;
      const favorite = store.wishlist.isFavorite(read.productId);
      const label = favorite
        ? store.i18n.t('wishlist.remove', 'Remove {name} from wishlist')
        : store.i18n.t('wishlist.add', 'Add {name} to wishlist');
      heart.setAttribute('aria-pressed', String(favorite));
      heart.setAttribute('aria-label', label.replace('{name}', read.productName));
      heart.classList.toggle(ICON_FILLED_CLASS, favorite);
    }
  });
}
