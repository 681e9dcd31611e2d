import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { toApiFailure } from '../client/api-error';
import type { Address, CartProduct, CartShopGroup } from '../client/api-types';
import { STORAGE_KEYS, readJson, writeJson } from './storage';
import type { RootStore } from './root-store';

interface CartState {
  total: number;
  products: CartShopGroup[];
  checkoutProducts: CartShopGroup[];
  selectedShopIds: number[];
  total_amount: number;
  delivery_charge: number;
  coupon_discount: number;
  payable_amount: number;
  order_tax_amount: number;
  coupon_code: string;
  address: Address | null;
  buyNowShopId: number | null;
  buyNowProduct: CartProduct | null;
}

const EMPTY: CartState = {
  total: 0,
  products: [],
  checkoutProducts: [],
  selectedShopIds: [],
  total_amount: 0,
  delivery_charge: 0,
  coupon_discount: 0,
  payable_amount: 0,
  order_tax_amount: 0,
  coupon_code: '',
  address: null,
  buyNowShopId: null,
  buyNowProduct: null,
};

/** Spec 3 'Cart-add payload'. */
export interface CartAddPayload {
  product_id: number | null | undefined;
  quantity: number;
  color?: number | null;
  size?: number | null;
  unit?: number | string | null;
}

/** Spec 9: add and remove toasts last 3000 ms, with no progress bar. */
const CART_TOAST = { timeout: 3000, progressBar: false } as const;

/**
 * Spec 3 'Cart store (kept locally)' and the cart rules of spec 4, 5 and 8, in one place so every
 * remote behaves the same (DESIGN 4a).
 */
export class CartStore implements CartState {
  total = EMPTY.total;
  products = EMPTY.products;
  checkoutProducts = EMPTY.checkoutProducts;
  selectedShopIds = EMPTY.selectedShopIds;
  total_amount = EMPTY.total_amount;
  delivery_charge = EMPTY.delivery_charge;
  coupon_discount = EMPTY.coupon_discount;
  payable_amount = EMPTY.payable_amount;
  order_tax_amount = EMPTY.order_tax_amount;
  coupon_code = EMPTY.coupon_code;
  address = EMPTY.address;
  buyNowShopId = EMPTY.buyNowShopId;
  buyNowProduct = EMPTY.buyNowProduct;
  isLoadingCart = false;
  showOrderConfirmModal = false;
  showPaymentCancelModal = false;

  constructor(private readonly root: RootStore) {
    const saved = readJson<CartState>(root.storage, STORAGE_KEYS.cart);
    Object.assign(this, pickState(saved));
    makeAutoObservable<this, 'root' | 'snapshot'>(this, { root: false, snapshot: false }, { autoBind: true });
    reaction(() => this.snapshot(), (state) => writeJson(root.storage, STORAGE_KEYS.cart, state));
  }

  /** The header's cart count. */
  get count(): number {
    return this.total;
  }

  /**
   * Spec 4-8: needs a product_id (else nothing is sent); a guest gets 'Please login first!' and the
   * login modal; success replaces total and items and toasts 'has been added to cart' with a
   * 'View In Cart' button; other failures toast the server's message.
   */
  async add(payload: CartAddPayload, productName = ''): Promise<boolean> {
    if (!payload.product_id) return false;
    if (!this.root.ui.requireLogin()) return false;
    this.isLoadingCart = true;
    try {
      const cart = await this.root.api.cart.store({ ...payload, product_id: payload.product_id });
      runInAction(() => this.applyCart(cart.total, cart.cart_items));
      this.root.ui.success('has been added to cart', {
        ...CART_TOAST,
        title: productName || undefined,
        action: { label: 'View In Cart', onClick: () => this.root.ui.open('cartDrawer') },
      });
      return true;
    } catch (error) {
      this.showAddFailure(error);
      return false;
    } finally {
      runInAction(() => (this.isLoadingCart = false));
    }
  }

  /** Buy now: the line is stored apart from the basket (is_buy_now); the page then goes to /buynow. */
  async buyNow(payload: CartAddPayload): Promise<boolean> {
    if (!payload.product_id) return false;
    if (!this.root.ui.requireLogin()) return false;
    this.isLoadingCart = true;
    try {
      await this.root.api.cart.store({ ...payload, product_id: payload.product_id, is_buy_now: true });
      return true;
    } catch (error) {
      this.showAddFailure(error);
      return false;
    } finally {
      runInAction(() => (this.isLoadingCart = false));
    }
  }

  /** GET /carts. Spec 4: with no token, fetching the cart resets cart and auth data. */
  async fetchCart(): Promise<void> {
    if (!this.root.auth.token) {
      this.root.auth.clearSession();
      return;
    }
    this.isLoadingCart = true;
    try {
      const cart = await this.root.api.cart.list();
      runInAction(() => this.applyCart(cart.total, cart.cart_items));
    } catch (error) {
      // Spec 8: a 401 clears the session silently (the client did it); others are logged.
      console.warn('Could not load the cart', error);
    } finally {
      runInAction(() => (this.isLoadingCart = false));
    }
  }

  /** Spec 8: cart add 401 → 'Please login first!' and the login modal; others → the server's message. */
  private showAddFailure(error: unknown): void {
    const failure = toApiFailure(error);
    if (failure.status === 401) {
      this.root.auth.clearSession();
      this.root.ui.requireLogin();
    } else {
      this.root.ui.error(failure.message);
    }
  }

  /** Replaces total and items from a cart response (spec 4: cart add, fetch, decrement...). */
  applyCart(total: number, items: CartShopGroup[]): void {
    this.total = total;
    this.products = items;
  }

  setAddress(address: Address | null): void {
    this.address = address;
  }

  reset(): void {
    Object.assign(this, EMPTY);
    this.isLoadingCart = false;
  }

  private snapshot(): CartState {
    const out = {} as Record<string, unknown>;
    for (const key of Object.keys(EMPTY) as (keyof CartState)[]) out[key] = this[key];
    return out as unknown as CartState;
  }
}

function pickState(saved: Partial<CartState>): Partial<CartState> {
  const out: Partial<CartState> = {};
  for (const key of Object.keys(EMPTY) as (keyof CartState)[]) {
    const value = saved[key];
    if (value !== undefined && (EMPTY[key] === null || typeof value === typeof EMPTY[key])) {
      (out as Record<string, unknown>)[key] = value;
    }
  }
  return out;
}
