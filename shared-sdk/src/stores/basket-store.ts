import { makeAutoObservable, runInAction } from 'mobx';
import { toApiFailure } from '../client/api-error';
import type { CartProduct, CartShopGroup } from '../client/api-types';
import type { CartChange } from '../client/cart-types';
import { showAddFailure } from './cart-add-failure';
import { STORAGE_KEYS, persistFields } from './storage';
import type { RootStore } from './root-store';

/** The cart-add payload (docs/product.md#entities). */
export interface CartAddPayload {
  product_id: number | null | undefined;
  quantity: number;
  color?: number | null;
  size?: number | null;
  unit?: number | string | null;
}

/** The server's decrement message when the line went (docs/product.md#messages). */
export const PRODUCT_REMOVED_MESSAGE = 'product removed from cart';

/** Add and remove toasts last 3000 ms, with no progress bar (docs/product.md#limits). */
const CART_TOAST = { timeout: 3000, progressBar: false } as const;

/** What the basket keeps in storage, and its empty state (the one list of its persisted fields). */
const PERSISTED = {
  total: 0,
  products: [] as CartShopGroup[],
  selectedShopIds: [] as number[],
};

type LineChange = 'increment' | 'decrement' | 'delete';

/**
 * The basket (docs/product.md#states, 'Cart'): the lines grouped by shop, adding and changing
 * them, and which shops go to checkout. Every change asks the checkout store (root.checkout) for
 * fresh totals, so every remote behaves the same. A shop goes to checkout from the moment its
 * first line comes into the basket, until the shopper unticks it: what the shopper put in the cart
 * is what they mean to order, and its totals show at once.
 */
export class BasketStore {
  total = PERSISTED.total;
  products = PERSISTED.products;
  selectedShopIds = PERSISTED.selectedShopIds;
  isLoadingCart = false;
  /** Cart requests started, and the newest whose answer was applied: an older answer is stale. */
  private cartRequests = 0;
  private appliedRequest = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'cartRequests' | 'appliedRequest'>(
      this,
      { root: false, cartRequests: false, appliedRequest: false },
      { autoBind: true },
    );
  }

  /**
   * Starts a request that answers the whole cart; the returned function applies its answer unless
   * an answer to a later request was applied first. A live update's refetch and a line change race
   * (docs/live-updates.md): the refetch asked before the change must not undo it.
   */
  private cartRequest(): (total: number, items: CartShopGroup[]) => boolean {
    const request = ++this.cartRequests;
    return (total, items) => {
      if (request < this.appliedRequest) return false;
      this.appliedRequest = request;
      const known = new Set(this.shopIds);
      this.applyCart(total, items);
      this.selectNewShops(known);
      return true;
    };
  }

  /**
   * Shops the server's answer brought into the basket (not in `known`, the shops it had before) are
   * selected; a shop the shopper unticked stays unticked while it keeps lines. The selection read
   * back from storage is the shopper's own and is kept as it was.
   */
  private selectNewShops(known: ReadonlySet<number>): void {
    const added = this.shopIds.filter((id) => !known.has(id) && !this.selectedShopIds.includes(id));
    if (added.length > 0) this.selectedShopIds = [...this.selectedShopIds, ...added];
  }

  /** Takes the basket kept in storage, and keeps it there from now on (RootStore.restorePersisted). */
  restore(): void {
    persistFields(this.root.storage, STORAGE_KEYS.cart, PERSISTED, this);
  }

  /** The header's cart count. */
  get count(): number {
    return this.total;
  }

  get isEmpty(): boolean {
    return this.products.every((group) => group.products.length === 0);
  }

  /** The shops that have lines, in the basket's order. */
  get shopIds(): number[] {
    return this.products.filter((group) => group.products.length > 0).map((group) => group.shop_id);
  }

  isShopSelected(shopId: number): boolean {
    return this.selectedShopIds.includes(shopId);
  }

  /**
   * Needs a product_id (else nothing is sent); a guest gets 'Please login first!' and the
   * login modal; success replaces total and items and toasts 'has been added to cart' with a
   * 'View In Cart' button; other failures toast the server's message.
   */
  async add(payload: CartAddPayload, productName = ''): Promise<boolean> {
    if (!payload.product_id) return false;
    if (!this.root.ui.requireLogin()) return false;
    this.isLoadingCart = true;
    const apply = this.cartRequest();
    try {
      const cart = await this.root.api.cart.store({ ...payload, product_id: payload.product_id });
      runInAction(() => apply(cart.total, cart.cart_items));
      const { t } = this.root.i18n;
      this.root.ui.success(t('cart.toast.added', 'has been added to cart'), {
        ...CART_TOAST,
        title: productName || undefined,
        action: { label: t('cart.toast.viewInCart', 'View In Cart'), onClick: () => this.root.ui.open('cartDrawer') },
      });
      return true;
    } catch (error) {
      showAddFailure(this.root, error);
      return false;
    } finally {
      runInAction(() => (this.isLoadingCart = false));
    }
  }

  /** GET /carts. With no token, fetching the cart resets cart and auth data (docs/product.md#states). */
  async fetchCart(): Promise<void> {
    if (!this.root.auth.token) {
      this.root.auth.clearSession();
      return;
    }
    this.isLoadingCart = true;
    const apply = this.cartRequest();
    try {
      const cart = await this.root.api.cart.list();
      runInAction(() => {
        if (apply(cart.total, cart.cart_items)) this.dropSelectionWithoutItems();
      });
    } catch (error) {
      // A 401 clears the session silently (the client did it); others are logged.
      console.warn('Could not load the cart', error);
    } finally {
      runInAction(() => (this.isLoadingCart = false));
    }
  }

  /** One more of a line; a failure toasts the server's message (a 401 also signs out). */
  increment(product: CartProduct | null | undefined): Promise<boolean> {
    return this.changeLine('increment', product);
  }

  /**
   * One less; at zero the server removes the line ('product removed from cart'), which drops shops
   * left without items from the selection. A 401 signs out silently (docs/product.md#messages).
   */
  decrement(product: CartProduct | null | undefined): Promise<boolean> {
    return this.changeLine('decrement', product);
  }

  /**
   * Removes the line and toasts 'has been remove to cart' with 'Again Add to Cart', which re-adds
   * it with quantity 1. A 401 signs out silently.
   */
  delete(product: CartProduct | null | undefined): Promise<boolean> {
    return this.changeLine('delete', product);
  }

  /**
   * Takes a line to `quantity` in single steps (the server changes a line by one), stopping at the
   * first refusal; true once it got there. The checkout summary is fetched again after each step.
   */
  async changeQuantity(product: CartProduct | null | undefined, quantity: number): Promise<boolean> {
    if (!product?.id) return false;
    const step = quantity > product.quantity ? this.increment : this.decrement;
    for (let i = 0; i < Math.abs(quantity - product.quantity); i++) {
      if (!(await step(product))) return false;
    }
    return true;
  }

  private async changeLine(kind: LineChange, product: CartProduct | null | undefined): Promise<boolean> {
    if (!product?.id) return false;
    let change: CartChange;
    const apply = this.cartRequest();
    try {
      change = await this.root.api.cart[kind](product.id);
    } catch (error) {
      const failure = toApiFailure(error);
      if (kind === 'increment' || failure.status !== 401) this.root.ui.error(failure.message);
      return false;
    }
    runInAction(() => {
      if (apply(change.total, change.cart_items) && (kind === 'delete' || change.message === PRODUCT_REMOVED_MESSAGE)) {
        this.dropSelectionWithoutItems();
      }
    });
    if (kind === 'delete') this.toastRemoved(product);
    // After any increment, decrement or delete, the checkout summary is refetched.
    await this.root.checkout.fetchCheckout();
    return true;
  }

  private toastRemoved(product: CartProduct): void {
    const { t } = this.root.i18n;
    this.root.ui.success(t('cart.toast.removed', 'has been remove to cart'), {
      ...CART_TOAST,
      title: product.name,
      action: {
        label: t('cart.toast.addAgain', 'Again Add to Cart'),
        // Re-adding from the remove toast sends quantity 1 (docs/product.md#limits).
        onClick: () =>
          void this.add(
            { product_id: product.id, quantity: 1, color: product.color?.id ?? null, size: product.size?.id ?? null },
            product.name,
          ),
      },
    });
  }

  /**
   * Toggling a shop adds or removes its id and refetches checkout; if checkout returns no
   * items, the selection is cleared.
   */
  async toggleShop(shopId: number): Promise<void> {
    this.selectedShopIds = this.isShopSelected(shopId)
      ? this.selectedShopIds.filter((id) => id !== shopId)
      : [...this.selectedShopIds, shopId];
    await this.root.checkout.fetchCheckout();
  }

  /** Every shop of the basket at once, or none. */
  async selectAllShops(selected: boolean): Promise<void> {
    this.selectedShopIds = selected ? this.shopIds : [];
    await this.root.checkout.fetchCheckout();
  }

  /** No shop goes to checkout (an order placed, or a checkout answer without items). */
  clearSelection(): void {
    this.selectedShopIds = [];
  }

  /**
   * Replaces total and items from a cart response (cart add, fetch, decrement...). In
   * single-vendor mode the items' shop is selected automatically.
   */
  applyCart(total: number, items: CartShopGroup[]): void {
    this.total = total;
    this.products = items;
    if (!this.root.settings.multiVendor) this.selectedShopIds = this.shopIds;
  }

  /** Shops left without items leave the selection; an empty cart clears checkout data. */
  private dropSelectionWithoutItems(): void {
    const present = new Set(this.shopIds);
    this.selectedShopIds = this.selectedShopIds.filter((id) => present.has(id));
    if (present.size === 0) {
      this.selectedShopIds = [];
      this.root.checkout.basketEmptied();
    }
  }

  reset(): void {
    Object.assign(this, PERSISTED);
    this.isLoadingCart = false;
  }
}
