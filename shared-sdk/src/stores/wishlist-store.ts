import { makeAutoObservable, runInAction } from 'mobx';
import { toApiFailure } from '../client/api-error';
import type { RootStore } from './root-store';

/**
 * Favourite products of this session. The count the header shows is the auth store's
 * favoriteProducts; this store keeps which products are favourites so every list agrees.
 */
export class WishlistStore {
  private readonly favoriteIds = new Set<number>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false }, { autoBind: true });
  }

  get count(): number {
    return this.root.auth.favoriteProducts;
  }

  isFavorite(productId: number): boolean {
    return this.favoriteIds.has(productId);
  }

  /** Records the server's answer for one product and keeps the header count in step. */
  markFavorite(productId: number, isFavorite: boolean): void {
    const had = this.favoriteIds.has(productId);
    if (isFavorite === had) return;
    if (isFavorite) this.favoriteIds.add(productId);
    else this.favoriteIds.delete(productId);
    this.root.auth.setFavoriteCount(this.root.auth.favoriteProducts + (isFavorite ? 1 : -1));
  }

  /**
   * POST /favorite-add-or-remove. The wishlist icon opens registration for a guest (docs/product.md#roles).
   * Answers the new state, or null when nothing changed.
   */
  async toggle(productId: number): Promise<boolean | null> {
    if (!this.root.auth.isLoggedIn) {
      this.root.ui.openRegister();
      return null;
    }
    try {
      const { product } = await this.root.api.account.toggleFavorite(productId);
      this.markFavorite(productId, product.is_favorite);
      return product.is_favorite;
    } catch (error) {
      const failure = toApiFailure(error);
      if (failure.status !== 401) this.root.ui.error(failure.message);
      return null;
    }
  }

  /** GET /favorite-products (needs a token): which products are favourites, and how many. */
  async fetchFavorites(): Promise<void> {
    if (!this.root.auth.token) return;
    try {
      const page = await this.root.api.account.getFavoriteProducts({ per_page: 100 });
      runInAction(() => {
        this.favoriteIds.clear();
        for (const product of page.products) this.favoriteIds.add(product.id);
        this.root.auth.setFavoriteCount(page.total);
      });
    } catch (error) {
      // A 401 has already cleared the session silently.
      console.warn('Could not load the favourites', error);
    }
  }

  clear(): void {
    this.favoriteIds.clear();
  }
}
