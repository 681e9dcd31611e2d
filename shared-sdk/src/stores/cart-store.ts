import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { toApiFailure, type ApiFailure } from '../client/api-error';
import type { Address, CartProduct, CartShopGroup, CheckoutSummary } from '../client/api-types';
import type { CartChange, CheckoutResult, CheckoutVoucher } from '../client/cart-types';
import { newIdempotencyKey } from '../client/idempotency-key';
import { STORAGE_KEYS, readJson, writeJson } from './storage';
import type { RootStore } from './root-store';

interface CartState extends CheckoutSummary {
  total: number;
  products: CartShopGroup[];
  checkoutProducts: CartShopGroup[];
  selectedShopIds: number[];
  coupon_code: string;
  address: Address | null;
  buyNowShopId: number | null;
  buyNowProduct: CartProduct | null;
  /** The buy-now line's own totals, so an open cart drawer cannot overwrite them. */
  buyNowSummary: CheckoutSummary | null;
}

const NO_SUMMARY: CheckoutSummary = {
  total_amount: 0,
  delivery_charge: 0,
  coupon_discount: 0,
  payable_amount: 0,
  order_tax_amount: 0,
};

const EMPTY: CartState = {
  total: 0,
  products: [],
  checkoutProducts: [],
  selectedShopIds: [],
  ...NO_SUMMARY,
  coupon_code: '',
  address: null,
  buyNowShopId: null,
  buyNowProduct: null,
  buyNowSummary: null,
};

/** Spec 3 'Cart-add payload'. */
export interface CartAddPayload {
  product_id: number | null | undefined;
  quantity: number;
  color?: number | null;
  size?: number | null;
  unit?: number | string | null;
}

export interface PlaceOrderInput {
  /** A payment gateway's `name` from settings (cash needs no redirect). */
  paymentMethod: string;
  note?: string;
  /** Place the buy-now line instead of the selected shops' lines. */
  buyNow?: boolean;
}

/** 'placed': a cash order, confirmed; 'pay': the browser goes to the gateway; 'refused': nothing placed. */
export type PlaceOrderOutcome = { kind: 'placed' } | { kind: 'pay'; url: string } | { kind: 'refused' };

/** The server's decrement message when the line went (spec 4). */
export const PRODUCT_REMOVED_MESSAGE = 'product removed from cart';

/** Spec 9: add and remove toasts last 3000 ms, with no progress bar. */
const CART_TOAST = { timeout: 3000, progressBar: false } as const;

type LineChange = 'increment' | 'decrement' | 'delete';

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
  buyNowSummary = EMPTY.buyNowSummary;
  isLoadingCart = false;
  isLoadingCheckout = false;
  isPlacingOrder = false;
  showOrderConfirmModal = false;
  // No payment-cancel flag (spec 3 lists one): the gateway sends the browser back to
  // /order-history?payment=cancelled, a full page load, and that page's notice reads the URL.
  /** The Idempotency-Key of the order attempt in flight; kept only while a retry may repeat it. */
  private orderAttemptKey: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'snapshot' | 'orderAttemptKey'>(
      this,
      { root: false, snapshot: false, orderAttemptKey: false },
      { autoBind: true },
    );
  }

  /** Takes the cart kept in storage, and keeps it there from now on (RootStore.restorePersisted). */
  restore(): void {
    Object.assign(this, pickState(readJson<CartState>(this.root.storage, STORAGE_KEYS.cart)));
    reaction(() => this.snapshot(), (state) => writeJson(this.root.storage, STORAGE_KEYS.cart, state));
  }

  /** The header's cart count. */
  get count(): number {
    return this.total;
  }

  get isEmpty(): boolean {
    return this.products.every((group) => group.products.length === 0);
  }

  isShopSelected(shopId: number): boolean {
    return this.selectedShopIds.includes(shopId);
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
      const { t } = this.root.i18n;
      this.root.ui.success(t('cart.toast.added', 'has been added to cart'), {
        ...CART_TOAST,
        title: productName || undefined,
        action: { label: t('cart.toast.viewInCart', 'View In Cart'), onClick: () => this.root.ui.open('cartDrawer') },
      });
      return true;
    } catch (error) {
      this.showAddFailure(error);
      return false;
    } finally {
      runInAction(() => (this.isLoadingCart = false));
    }
  }

  /**
   * Buy now: the line is stored apart from the basket (is_buy_now), replacing the previous one; the
   * page then goes to /buynow, which reads it back with fetchBuyNow.
   */
  async buyNow(payload: CartAddPayload, shopId: number | null = null): Promise<boolean> {
    if (!payload.product_id) return false;
    if (!this.root.ui.requireLogin()) return false;
    this.isLoadingCart = true;
    try {
      await this.root.api.cart.store({ ...payload, product_id: payload.product_id, is_buy_now: true });
      runInAction(() => {
        this.buyNowShopId = shopId;
        this.buyNowProduct = null;
        this.buyNowSummary = null;
        this.coupon_code = '';
      });
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
      runInAction(() => {
        this.applyCart(cart.total, cart.cart_items);
        this.dropSelectionWithoutItems();
      });
    } catch (error) {
      // Spec 8: a 401 clears the session silently (the client did it); others are logged.
      console.warn('Could not load the cart', error);
    } finally {
      runInAction(() => (this.isLoadingCart = false));
    }
  }

  /** Spec 4, 8: one more of a line; a failure toasts the server's message (a 401 also signs out). */
  increment(product: CartProduct | null | undefined): Promise<boolean> {
    return this.changeLine('increment', product);
  }

  /**
   * One less; at zero the server removes the line ('product removed from cart'), which drops shops
   * left without items from the selection (spec 4). A 401 signs out silently (spec 8).
   */
  decrement(product: CartProduct | null | undefined): Promise<boolean> {
    return this.changeLine('decrement', product);
  }

  /**
   * Removes the line and toasts 'has been remove to cart' with 'Again Add to Cart', which re-adds
   * it with quantity 1 (spec 8, 9). A 401 signs out silently.
   */
  delete(product: CartProduct | null | undefined): Promise<boolean> {
    return this.changeLine('delete', product);
  }

  private async changeLine(kind: LineChange, product: CartProduct | null | undefined): Promise<boolean> {
    if (!product?.id) return false;
    let change: CartChange;
    try {
      change = await this.root.api.cart[kind](product.id);
    } catch (error) {
      const failure = toApiFailure(error);
      if (kind === 'increment' || failure.status !== 401) this.root.ui.error(failure.message);
      return false;
    }
    runInAction(() => {
      this.applyCart(change.total, change.cart_items);
      if (kind === 'delete' || change.message === PRODUCT_REMOVED_MESSAGE) this.dropSelectionWithoutItems();
    });
    if (kind === 'delete') this.toastRemoved(product);
    // Spec 4: after any increment, decrement or delete, the checkout summary is refetched.
    await this.fetchCheckout();
    return true;
  }

  private toastRemoved(product: CartProduct): void {
    const { t } = this.root.i18n;
    this.root.ui.success(t('cart.toast.removed', 'has been remove to cart'), {
      ...CART_TOAST,
      title: product.name,
      action: {
        label: t('cart.toast.addAgain', 'Again Add to Cart'),
        // Spec 9: re-adding from the remove toast sends quantity 1.
        onClick: () =>
          void this.add({ product_id: product.id, quantity: 1, color: product.color?.id ?? null, size: product.size?.id ?? null }, product.name),
      },
    });
  }

  /**
   * Spec 4: toggling a shop adds or removes its id and refetches checkout; if checkout returns no
   * items, the selection is cleared.
   */
  async toggleShop(shopId: number): Promise<void> {
    this.selectedShopIds = this.isShopSelected(shopId)
      ? this.selectedShopIds.filter((id) => id !== shopId)
      : [...this.selectedShopIds, shopId];
    await this.fetchCheckout();
  }

  /** Every shop of the basket at once, or none. */
  async selectAllShops(selected: boolean): Promise<void> {
    this.selectedShopIds = selected ? this.basketShopIds() : [];
    await this.fetchCheckout();
  }

  /** POST /cart/checkout for the selected shops (spec 4, 5: needs a token). */
  async fetchCheckout(): Promise<boolean> {
    if (!this.root.auth.token) return false;
    if (this.selectedShopIds.length === 0) {
      // Nothing selected: the server would answer nothing, so save the call.
      this.clearCheckout();
      return true;
    }
    return this.loadCheckout(false);
  }

  /** The buy-now line and its totals (POST /cart/checkout with is_buy_now). */
  async fetchBuyNow(): Promise<boolean> {
    if (!this.root.auth.token || this.buyNowShopId === null) return false;
    return this.loadCheckout(true);
  }

  /**
   * Spec 8: a failure toasts the server's message (a 401 also signs out). A voucher the server now
   * refuses (its shop deselected, the order below its minimum) is dropped and the totals fetched
   * again without it.
   */
  private async loadCheckout(buyNow: boolean): Promise<boolean> {
    const failure = await this.requestCheckout(buyNow);
    if (!failure) return true;
    this.root.ui.error(failure.message);
    if (failure.status === 422 && this.coupon_code) {
      runInAction(() => (this.coupon_code = ''));
      const again = await this.requestCheckout(buyNow);
      if (again) this.root.ui.error(again.message);
    }
    return false;
  }

  private async requestCheckout(buyNow: boolean): Promise<ApiFailure | null> {
    this.isLoadingCheckout = true;
    try {
      const coupon_code = this.coupon_code || null;
      const result = buyNow
        ? await this.root.api.cart.checkout({ shop_ids: [this.buyNowShopId ?? 0], coupon_code, is_buy_now: true })
        : await this.root.api.cart.checkout({ shop_ids: this.selectedShopIds, coupon_code });
      runInAction(() => (buyNow ? this.applyBuyNow(result) : this.applyCheckout(result)));
      return null;
    } catch (error) {
      return toApiFailure(error);
    } finally {
      runInAction(() => (this.isLoadingCheckout = false));
    }
  }

  private applyCheckout(result: CheckoutResult): void {
    this.checkoutProducts = result.checkout_items;
    Object.assign(this, pickSummary(result.checkout));
    if (result.checkout_items.length === 0) this.selectedShopIds = [];
    // The order changed: a new attempt gets a new key.
    this.orderAttemptKey = null;
  }

  private applyBuyNow(result: CheckoutResult): void {
    this.buyNowProduct = result.checkout_items[0]?.products[0] ?? null;
    this.buyNowSummary = pickSummary(result.checkout);
    this.orderAttemptKey = null;
  }

  /** Applies a voucher code to the checkout (or the buy-now line); a refused code is toasted and not kept. */
  async applyCoupon(code: string, options: { buyNow?: boolean } = {}): Promise<boolean> {
    const buyNow = Boolean(options.buyNow);
    if (!buyNow && !this.canProceedToCheckout()) return false;
    const previous = this.coupon_code;
    this.coupon_code = code.trim();
    const failure = await this.requestCheckout(buyNow);
    if (!failure) return true;
    this.root.ui.error(failure.message);
    // The refused call changed nothing else: the totals still belong to the previous code.
    runInAction(() => (this.coupon_code = previous));
    return false;
  }

  async removeCoupon(options: { buyNow?: boolean } = {}): Promise<void> {
    this.coupon_code = '';
    await (options.buyNow ? this.fetchBuyNow() : this.fetchCheckout());
  }

  /**
   * The shopper's collected vouchers of the checkout's shops (or the buy-now line's), each with what
   * it saves there or why it does not apply. Empty when there is nothing to price or the call fails:
   * the code box still works (a 401 has signed the shopper out).
   */
  async checkoutVouchers(options: { buyNow?: boolean } = {}): Promise<CheckoutVoucher[]> {
    const buyNow = Boolean(options.buyNow);
    const shopIds = this.orderShopIds(buyNow);
    if (!this.root.auth.token || shopIds.length === 0) return [];
    try {
      const { coupons } = await this.root.api.cart.checkoutVouchers(buyNow ? { shop_ids: shopIds, is_buy_now: true } : { shop_ids: shopIds });
      return coupons;
    } catch (error) {
      console.warn('Could not load the checkout vouchers', error);
      return [];
    }
  }

  /** The shops an order or voucher goes to: the buy-now line's, else the selected ones. */
  private orderShopIds(buyNow: boolean): number[] {
    if (!buyNow) return this.selectedShopIds;
    return this.buyNowShopId === null ? [] : [this.buyNowShopId];
  }

  /** Spec 5: proceeding to checkout needs at least one selected shop. */
  canProceedToCheckout(): boolean {
    if (this.selectedShopIds.length > 0) return true;
    this.root.ui.error(this.root.i18n.t('cart.selectShop', 'Please select at least one shop'));
    return false;
  }

  /**
   * POST /place-order: one order per shop, for the selected shops or the buy-now line, to the
   * delivery address. The same Idempotency-Key is sent again when a retry follows a lost answer, so
   * the order is never placed twice; any answer from the server ends the attempt.
   */
  async placeOrder(input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
    if (this.isPlacingOrder || !this.root.ui.requireLogin()) return { kind: 'refused' };
    const { t } = this.root.i18n;
    const shopIds = this.orderShopIds(Boolean(input.buyNow));
    if (shopIds.length === 0) {
      this.root.ui.error(t('cart.selectShop', 'Please select at least one shop'));
      return { kind: 'refused' };
    }
    const address = this.address ?? this.root.auth.defaultAddress;
    if (!address) {
      this.root.ui.error(t('cart.addressRequired', 'Please add a delivery address'));
      return { kind: 'refused' };
    }
    this.isPlacingOrder = true;
    this.orderAttemptKey ??= newIdempotencyKey();
    try {
      const placed = await this.root.api.orders.place(
        {
          shop_ids: shopIds,
          address_id: address.id,
          payment_method: input.paymentMethod,
          coupon_code: this.coupon_code || null,
          note: input.note?.trim() || null,
          is_buy_now: Boolean(input.buyNow),
        },
        this.orderAttemptKey,
      );
      this.orderAttemptKey = null;
      runInAction(() => this.afterOrderPlaced(Boolean(input.buyNow), !placed.order_payment_url));
      void this.fetchCart();
      return placed.order_payment_url ? { kind: 'pay', url: placed.order_payment_url } : { kind: 'placed' };
    } catch (error) {
      const failure = toApiFailure(error);
      // No answer (network): keep the key, so trying again cannot place the order twice.
      if (failure.status !== 0) this.orderAttemptKey = null;
      if (failure.status === 401) this.root.ui.requireLogin();
      else this.root.ui.error(failure.message);
      return { kind: 'refused' };
    } finally {
      runInAction(() => (this.isPlacingOrder = false));
    }
  }

  private afterOrderPlaced(buyNow: boolean, confirmed: boolean): void {
    this.coupon_code = '';
    if (buyNow) {
      this.buyNowShopId = null;
      this.buyNowProduct = null;
      this.buyNowSummary = null;
    } else {
      this.selectedShopIds = [];
      this.clearCheckout();
    }
    this.showOrderConfirmModal = confirmed;
  }

  closeOrderConfirm(): void {
    this.showOrderConfirmModal = false;
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

  /**
   * Replaces total and items from a cart response (spec 4: cart add, fetch, decrement...). In
   * single-vendor mode the items' shop is selected automatically.
   */
  applyCart(total: number, items: CartShopGroup[]): void {
    this.total = total;
    this.products = items;
    if (!this.root.settings.multiVendor) this.selectedShopIds = this.basketShopIds();
  }

  /** Spec 4: shops left without items leave the selection; an empty cart clears checkout data. */
  private dropSelectionWithoutItems(): void {
    const present = new Set(this.basketShopIds());
    this.selectedShopIds = this.selectedShopIds.filter((id) => present.has(id));
    if (present.size === 0) {
      this.selectedShopIds = [];
      this.coupon_code = '';
      this.clearCheckout();
    }
  }

  private basketShopIds(): number[] {
    return this.products.filter((group) => group.products.length > 0).map((group) => group.shop_id);
  }

  private clearCheckout(): void {
    this.checkoutProducts = [];
    Object.assign(this, NO_SUMMARY);
  }

  setAddress(address: Address | null): void {
    this.address = address;
    this.orderAttemptKey = null;
  }

  reset(): void {
    Object.assign(this, EMPTY);
    this.isLoadingCart = false;
    this.isLoadingCheckout = false;
    this.isPlacingOrder = false;
    this.showOrderConfirmModal = false;
    this.orderAttemptKey = null;
  }

  private snapshot(): CartState {
    const out = {} as Record<string, unknown>;
    for (const key of Object.keys(EMPTY) as (keyof CartState)[]) out[key] = this[key];
    return out as unknown as CartState;
  }
}

function pickSummary(summary: CheckoutSummary): CheckoutSummary {
  return {
    total_amount: summary.total_amount,
    delivery_charge: summary.delivery_charge,
    coupon_discount: summary.coupon_discount,
    payable_amount: summary.payable_amount,
    order_tax_amount: summary.order_tax_amount,
  };
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
