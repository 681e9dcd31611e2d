import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store';

/**
 * Favourite products of this session. The count the header shows is the auth store's
 * favoriteProducts (spec 3); this store keeps which products are favourites so every list agrees.
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

  clear(): void {
    this.favoriteIds.clear();
  }
}
