import { makeAutoObservable } from 'mobx';
import { ISLAND_TAG, SHOPPER_ACTION_FORM, type RootStore } from 'shared-sdk';
import { actForStaticButtons } from './static-shopper-actions';

class FakeWishlist {
  readonly favorites = new Set<number>();
  constructor() {
    makeAutoObservable(this);
  }
  isFavorite(id: number) {
    return this.favorites.has(id);
  }
  mark(id: number) {
    this.favorites.add(id);
  }
}

/** The page's root, and the actions its shopper-action form would have posted (jsdom sends nothing). */
function page(html: string): { root: HTMLElement; posted: string[] } {
  document.body.innerHTML = `<form id="${SHOPPER_ACTION_FORM}" method="post" action="/shopper-action"></form><div id="root">${html}</div>`;
  const posted: string[] = [];
  document.getElementById(SHOPPER_ACTION_FORM)!.addEventListener('submit', (event) => {
    posted.push((event.submitter as HTMLButtonElement).value);
    event.preventDefault();
  });
  return { root: document.getElementById('root')!, posted };
}

const button = (value: string, data = '') =>
  `<button type="submit" form="${SHOPPER_ACTION_FORM}" name="action" value="${value}" ${data}>tap</button>`;

function fakeStore() {
  let finish: (value: boolean) => void = () => undefined;
  const wishlist = new FakeWishlist();
  const store = {
    basket: { add: jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve))) },
    wishlist: Object.assign(wishlist, { toggle: jest.fn(async () => true) }),
    i18n: { t: (_id: string, fallback: string) => fallback },
  };
  return { store, wishlist, finish: (value: boolean) => finish(value) };
}

describe('the buttons outside the islands of a page of islands', () => {
  it("adds a card's line to the cart once per wish, and keeps the form from being sent", async () => {
    const { root, posted } = page(
      button('cart-add:7', `data-product-name="Shirt" data-cart='{"product_id":7,"quantity":1,"color":3,"size":null,"unit":2}'`),
    );
    const { store, finish } = fakeStore();
    const stop = actForStaticButtons(store as unknown as RootStore, root);
    const add = root.querySelector('button')!;
    add.click();
    add.click();
    expect(posted).toEqual([]);
    expect(store.basket.add).toHaveBeenCalledTimes(1);
    expect(store.basket.add).toHaveBeenCalledWith({ product_id: 7, quantity: 1, color: 3, size: null, unit: 2 }, 'Shirt');
    expect(add.getAttribute('aria-busy')).toBe('true');
    finish(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(add.hasAttribute('aria-busy')).toBe(false);
    stop();
  });

  it('leaves alone a click an island took, a button in an island, and a line for another product', () => {
    const { root, posted } = page(
      `<${ISLAND_TAG}>${button('cart-add:1', `data-cart='{"product_id":1,"quantity":1}'`)}</${ISLAND_TAG}>` +
        button('cart-add:2', `data-cart='{"product_id":9,"quantity":1}'`) +
        button('cart-add:3', `data-cart='{"product_id":3,"quantity":1}'`),
    );
    const { store } = fakeStore();
    const stop = actForStaticButtons(store as unknown as RootStore, root);
    const [inIsland, wrongLine, taken] = Array.from(root.querySelectorAll('button'));
    inIsland!.click();
    wrongLine!.click();
    taken!.addEventListener('click', (event) => event.preventDefault());
    taken!.click();
    expect(store.basket.add).not.toHaveBeenCalled();
    // Without a handler of its own, a button is the form's, as without JavaScript.
    expect(posted).toEqual(['cart-add:1', 'cart-add:2']);
    stop();
  });

  it('toggles a heart through the wishlist, and keeps every heart in step with it', async () => {
    const { root } = page(button('wishlist:5', 'data-product-name="Lamp" aria-pressed="false" class="sf-with-icon sf-icon-heart"'));
    const { store, wishlist } = fakeStore();
    const stop = actForStaticButtons(store as unknown as RootStore, root);
    const heart = root.querySelector('button')!;
    expect(heart.getAttribute('aria-label')).toBe('Add Lamp to wishlist');
    heart.click();
    expect(store.wishlist.toggle).toHaveBeenCalledWith(5);
    wishlist.mark(5);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.classList.contains('sf-icon-filled')).toBe(true);
    expect(heart.getAttribute('aria-label')).toBe('Remove Lamp from wishlist');
    stop();
  });
});
