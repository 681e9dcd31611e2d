import { makeAutoObservable, reaction } from 'mobx';
import type { Address, User } from '../client/api-types';
import { STORAGE_KEYS, readJson, writeJson } from './storage';
import type { RootStore } from './root-store';

interface AuthState {
  token: string | null;
  user: User | null;
  addresses: Address[];
  favoriteProducts: number;
}

/** Spec 3 'Auth store (kept locally)'. Modal flags live in the ui store (they are not session state). */
export class AuthStore implements AuthState {
  token: string | null = null;
  user: User | null = null;
  addresses: Address[] = [];
  /** Count of favourite products, shown in the header. */
  favoriteProducts = 0;

  constructor(private readonly root: RootStore) {
    const saved = readJson<AuthState>(root.storage, STORAGE_KEYS.auth);
    this.token = typeof saved.token === 'string' ? saved.token : null;
    this.user = saved.user ?? null;
    this.addresses = Array.isArray(saved.addresses) ? saved.addresses : [];
    this.favoriteProducts = Number(saved.favoriteProducts) || 0;
    makeAutoObservable<this, 'root' | 'snapshot'>(this, { root: false, snapshot: false }, { autoBind: true });
    reaction(() => this.snapshot(), (state) => writeJson(root.storage, STORAGE_KEYS.auth, state));
  }

  get isLoggedIn(): boolean {
    return Boolean(this.token && this.user);
  }

  /** Spec 4: the default address, else the first, is the delivery address. */
  get defaultAddress(): Address | null {
    return this.addresses.find((a) => a.is_default) ?? this.addresses[0] ?? null;
  }

  /** Guest to signed-in: token and user are stored. */
  setSession(token: string, user: User): void {
    this.token = token;
    this.user = user;
  }

  setUser(user: User): void {
    this.user = user;
  }

  setAddresses(addresses: Address[]): void {
    this.addresses = addresses;
  }

  setFavoriteCount(count: number): void {
    this.favoriteProducts = Math.max(0, count);
  }

  /** Spec 4: logout, or a 401 on cart/address/favorite calls, clears token, user and addresses. */
  clearSession(): void {
    this.token = null;
    this.user = null;
    this.addresses = [];
    this.favoriteProducts = 0;
    this.root.cart.reset();
  }

  private snapshot(): AuthState {
    return { token: this.token, user: this.user, addresses: this.addresses, favoriteProducts: this.favoriteProducts };
  }
}
