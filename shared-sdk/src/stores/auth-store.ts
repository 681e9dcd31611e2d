import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Address, SocialProvider, User } from '../client/api-types';
import type { AuthSession, LoginRequest, RegistrationRequest, SocialLoginRequest } from '../client/auth-types';
import type { Profile } from '../client/account-types';
import { toApiFailure } from '../client/api-error';
import { STORAGE_KEYS, readJson, writeJson } from './storage';
import type { RootStore } from './root-store';

interface AuthState {
  token: string | null;
  user: User | null;
  addresses: Address[];
  favoriteProducts: number;
}

/**
 * The session, kept in the browser (docs/stores.md#what-is-kept-in-the-browser); its states are in
 * docs/product.md#session-and-settings-browser. Modal flags live in the ui store (they are not
 * session state).
 */
export class AuthStore implements AuthState {
  token: string | null = null;
  user: User | null = null;
  addresses: Address[] = [];
  /** Count of favourite products, shown in the header. */
  favoriteProducts = 0;
  /** Whether this store listens for the session other tabs store (once, whatever restores it). */
  private followingOtherTabs = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'snapshot' | 'followingOtherTabs'>(
      this,
      { root: false, snapshot: false, followingOtherTabs: false },
      { autoBind: true },
    );
  }

  /** Takes the session kept in storage, and keeps it there from now on (RootStore.restorePersisted). */
  restore(): void {
    const saved = readJson<AuthState>(this.root.storage, STORAGE_KEYS.auth);
    this.token = typeof saved.token === 'string' ? saved.token : null;
    this.user = saved.user ?? null;
    this.addresses = Array.isArray(saved.addresses) ? saved.addresses : [];
    this.favoriteProducts = Number(saved.favoriteProducts) || 0;
    reaction(
      () => this.snapshot(),
      (state) => writeJson(this.root.storage, STORAGE_KEYS.auth, state),
    );
    if (typeof window !== 'undefined' && !this.followingOtherTabs) {
      this.followingOtherTabs = true;
      window.addEventListener('storage', this.followOtherTab);
    }
  }

  /**
   * Another tab of this browser signed out, or in (its session is stored under the same key): this
   * tab follows at once, so no tab goes on as a shopper who left, or as a guest with a stale cart.
   */
  private followOtherTab(event: StorageEvent): void {
    if (event.key !== STORAGE_KEYS.auth && event.key !== null) return;
    const saved = readJson<AuthState>(this.root.storage, STORAGE_KEYS.auth);
    const token = typeof saved.token === 'string' ? saved.token : null;
    if (token === this.token) return;
    if (!token || !saved.user) {
      this.clearSession();
      return;
    }
    this.setSession(token, saved.user);
    this.addresses = Array.isArray(saved.addresses) ? saved.addresses : [];
    this.favoriteProducts = Number(saved.favoriteProducts) || 0;
    void this.refreshSessionLists();
  }

  get isLoggedIn(): boolean {
    return Boolean(this.token && this.user);
  }

  /** The default address, else the first, is the delivery address. */
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

  /** POST /login. Rejects with the server's answer (read it with toApiFailure: field errors). */
  async login(body: LoginRequest): Promise<void> {
    this.startSession(await this.root.api.auth.login(body));
  }

  /** POST /registration: on success the shopper is signed in. */
  async register(body: RegistrationRequest): Promise<void> {
    this.startSession(await this.root.api.auth.register(body));
  }

  async socialLogin(provider: SocialProvider, body: SocialLoginRequest): Promise<void> {
    this.startSession(await this.root.api.auth.socialLogin(provider, body));
  }

  /** A failed logout call still clears the session locally (docs/product.md#messages). */
  async logout(): Promise<void> {
    try {
      await this.root.api.auth.logout();
    } catch (error) {
      console.warn('Logout call failed; the session is cleared anyway', error);
    } finally {
      this.clearSession();
    }
  }

  /**
   * GET /addresses: the default (else the first) becomes the cart's delivery address,
   * unless the shopper chose another one at checkout that still exists (then its fresh copy stays).
   */
  async fetchAddresses(): Promise<void> {
    if (!this.token) return;
    try {
      const page = await this.root.api.account.getAddresses({ per_page: 100 });
      runInAction(() => {
        this.addresses = page.addresses;
        const chosen = this.root.checkout.address && page.addresses.find((a) => a.id === this.root.checkout.address?.id);
        this.root.checkout.setAddress(chosen ?? this.defaultAddress);
      });
    } catch (error) {
      // A 401 has already cleared the session (silently); anything else is logged only.
      console.warn('Could not load the addresses', error);
    }
  }

  /**
   * An address the shopper just added at checkout: it joins the list (taking the default if it has
   * it) and becomes the delivery address; the list is then read again, which keeps that choice.
   */
  selectNewAddress(address: Address): void {
    const others = this.addresses.filter((a) => a.id !== address.id);
    this.addresses = address.is_default ? [address, ...others.map((a) => ({ ...a, is_default: false }))] : [...others, address];
    this.root.checkout.setAddress(address);
    void this.fetchAddresses();
  }

  /** Logging in refreshes the cart; the header counts and addresses follow. */
  private startSession(session: AuthSession): void {
    this.setSession(session.access.token, session.user);
    // The login's answer is the user as it is now: no need to ask for it again.
    void this.refreshSessionLists();
  }

  /**
   * At boot: the stored session's user, cart, addresses and favourites, any of which may have
   * changed on another device (a new name or photo there left this one with the old name and a
   * photo URL that no longer exists).
   */
  async refreshSessionData(): Promise<void> {
    if (!this.token) return;
    await Promise.allSettled([this.refreshUser(), this.refreshSessionLists()]);
  }

  /**
   * GET /profile: the session's user as the server has it now. The stored user stays shown until
   * the answer comes (no flash of a signed-out header); a 401 ends the session as the other
   * session calls do; any other failure keeps the stored user.
   */
  async refreshUser(): Promise<void> {
    const token = this.token;
    if (!token) return;
    try {
      const profile = await this.root.api.account.getProfile();
      // A logout or another login while the call was out: the answer is not this session's.
      if (this.token === token) this.applyProfile(profile);
    } catch (error) {
      if (toApiFailure(error).status === 401 && this.token === token) this.clearSession();
      else console.warn('Could not refresh the signed-in user', error);
    }
  }

  private applyProfile(profile: Profile): void {
    const { id, name, phone, email, profile_photo } = profile;
    this.user = { ...this.user, id, name, phone, email, profile_photo };
  }

  private async refreshSessionLists(): Promise<void> {
    await Promise.allSettled([this.root.basket.fetchCart(), this.fetchAddresses(), this.root.wishlist.fetchFavorites()]);
  }

  /** Logout, or a 401 on cart/address/favorite calls, clears token, user and addresses. */
  clearSession(): void {
    // The shopper's own answers (orders, addresses, tickets) must not reach whoever signs in next.
    if (this.token) this.root.queries.clear();
    this.token = null;
    this.user = null;
    this.addresses = [];
    this.favoriteProducts = 0;
    this.root.basket.reset();
    this.root.checkout.reset();
    this.root.wishlist.clear();
  }

  private snapshot(): AuthState {
    return { token: this.token, user: this.user, addresses: this.addresses, favoriteProducts: this.favoriteProducts };
  }
}
