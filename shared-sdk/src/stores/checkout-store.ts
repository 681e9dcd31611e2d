import { makeAutoObservable, runInAction } from 'mobx';
import { toApiFailure, type ApiFailure } from '../client/api-error';
import type { Address, CartProduct, CartShopGroup, CheckoutSummary } from '../client/api-types';
import type { CheckoutResult, CheckoutVoucher } from '../client/cart-types';
import { newIdempotencyKey } from '../client/idempotency-key';
import type { CartAddPayload } from './basket-store';
import { showAddFailure } from './cart-add-failure';
import {
  isSummaryChangedData,
  orderChanges,
  stockShortages,
  type OrderChange,
  type StockShortage,
  type SummaryChangedData,
} from './order-changes';
import { STORAGE_KEYS, persistFields } from './storage';
import type { RootStore } from './root-store';

export interface PlaceOrderInput {
  /** A payment gateway's `name` from settings (cash needs no redirect). */
  paymentMethod: string;
  note?: string;
  /** Place the buy-now line instead of the selected shops' lines. */
  buyNow?: boolean;
}

/**
 * 'placed': a cash order, confirmed; 'pay': the browser goes to the gateway; 'refused': nothing
 * placed; 'changed': nothing placed because the order changed since its summary, which now shows
 * it as it is (checkout.orderChanges says what changed).
 */
export type PlaceOrderOutcome =
  { kind: 'placed' } | { kind: 'pay'; url: string; orderIds: number[] } | { kind: 'refused' } | { kind: 'changed' };

const NO_SUMMARY: CheckoutSummary = {
  total_amount: 0,
  delivery_charge: 0,
  coupon_discount: 0,
  payable_amount: 0,
  order_tax_amount: 0,
  summary_version: '',
};

/** What the checkout keeps in storage, and its empty state (the one list of its persisted fields). */
const PERSISTED = {
  checkoutProducts: [] as CartShopGroup[],
  ...NO_SUMMARY,
  coupon_code: '',
  address: null as Address | null,
  buyNowShopId: null as number | null,
  buyNowProduct: null as CartProduct | null,
  /** The buy-now line's own totals, so an open cart drawer cannot overwrite them. */
  buyNowSummary: null as CheckoutSummary | null,
};

/**
 * The checkout (docs/product.md#states, 'Cart' and 'Orders'): the totals of the basket's selected shops (root.basket), the voucher,
 * the buy-now line, the delivery address and placing the order.
 */
export class CheckoutStore implements CheckoutSummary {
  checkoutProducts = PERSISTED.checkoutProducts;
  total_amount = PERSISTED.total_amount;
  delivery_charge = PERSISTED.delivery_charge;
  coupon_discount = PERSISTED.coupon_discount;
  payable_amount = PERSISTED.payable_amount;
  order_tax_amount = PERSISTED.order_tax_amount;
  summary_version = PERSISTED.summary_version;
  coupon_code = PERSISTED.coupon_code;
  address = PERSISTED.address;
  buyNowShopId = PERSISTED.buyNowShopId;
  buyNowProduct = PERSISTED.buyNowProduct;
  buyNowSummary = PERSISTED.buyNowSummary;
  isLoadingCheckout = false;
  isPlacingOrder = false;
  showOrderConfirmModal = false;
  /** What changed between the summary the shopper saw and their Place Order (the server's 409); empty otherwise. */
  orderChanges: OrderChange[] = [];
  /**
   * The lines that 409 found short of stock. Unlike orderChanges they outlive the summary's refetch
   * after the shopper lowers a line, and a Place Order the server refuses otherwise, so the line
   * keeps its control (and every other short line its mark) until the order is placed or the next
   * 409 says what is short then; a line that leaves the checkout drops its entry.
   */
  stockShortages: StockShortage[] = [];
  // No payment-cancel flag: the gateway sends the browser back to
  // /order-history?payment=cancelled, a full page load, and that page's notice reads the URL.
  /** The Idempotency-Key of the order attempt in flight; kept only while a retry may repeat it. */
  private orderAttemptKey: string | null = null;
  /** The cart drawer's refresh on its way, if one is. */
  private drawerRefresh: Promise<void> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'orderAttemptKey' | 'drawerRefresh'>(
      this,
      { root: false, orderAttemptKey: false, drawerRefresh: false },
      { autoBind: true },
    );
  }

  /** Takes the checkout kept in storage, and keeps it there from now on (RootStore.restorePersisted). */
  restore(): void {
    persistFields(this.root.storage, STORAGE_KEYS.cart, PERSISTED, this);
  }

  /**
   * Buy now: the line is stored apart from the basket (is_buy_now), replacing the previous one; the
   * page then goes to /buynow, which reads it back with fetchBuyNow.
   */
  async buyNow(payload: CartAddPayload, shopId: number | null = null): Promise<boolean> {
    if (!payload.product_id) return false;
    if (!this.root.ui.requireLogin()) return false;
    try {
      await this.root.api.cart.store({ ...payload, product_id: payload.product_id, is_buy_now: true });
      runInAction(() => {
        this.buyNowShopId = shopId;
        this.buyNowProduct = null;
        this.buyNowSummary = null;
        this.coupon_code = '';
        // A new buy-now line: what an earlier one was short of does not concern it.
        this.dropShortagesOf(true);
      });
      return true;
    } catch (error) {
      showAddFailure(this.root, error);
      return false;
    }
  }

  /** POST /cart/checkout for the basket's selected shops (needs a token). */
  async fetchCheckout(): Promise<boolean> {
    if (!this.root.auth.token) return false;
    if (this.root.basket.selectedShopIds.length === 0) {
      // Nothing selected: the server would answer nothing, so save the call.
      this.clearCheckout();
      return true;
    }
    return this.loadCheckout(false);
  }

  /**
   * What the cart drawer shows, asked for as it opens (docs/product.md: checkout products are
   * fetched when it opens): the basket and the checkout of the selected shops. The opening starts
   * it (UiStore.open), so the answers travel while the drawer's code does. The basket's answer may
   * change the selection (a shop gone, a new shop's first line), but seldom does: the checkout of
   * the selection as it stands is asked alongside the basket, and used only if the selection and the
   * voucher are still the same when both have answered; otherwise it is asked again, after the
   * basket, as it was before. One round trip instead of two, the common case.
   */
  refreshForDrawer(): Promise<void> {
    // A press started it and its click asks again: one refresh, the one on its way.
    if (!this.drawerRefresh) {
      this.drawerRefresh = this.refreshDrawerData().finally(() => (this.drawerRefresh = null));
    }
    return this.drawerRefresh;
  }

  private async refreshDrawerData(): Promise<void> {
    const selection = [...this.root.basket.selectedShopIds];
    const couponCode = this.coupon_code;
    const early = this.root.auth.token && selection.length > 0 ? this.checkoutOf(selection, couponCode) : null;
    if (early) this.isLoadingCheckout = true;
    try {
      await this.root.basket.fetchCart();
      const result = early && (await early);
      const unchanged =
        this.coupon_code === couponCode && sameIds(selection, this.root.basket.selectedShopIds) && Boolean(this.root.auth.token);
      if (result && unchanged) {
        runInAction(() => {
          this.orderChanges = [];
          this.applyCheckout(result);
        });
        return;
      }
      await this.fetchCheckout();
    } finally {
      runInAction(() => (this.isLoadingCheckout = false));
    }
  }

  /** The checkout of these shops, or null if the server refused it (nothing toasted: it is asked again). */
  private checkoutOf(shopIds: number[], couponCode: string): Promise<CheckoutResult | null> {
    return this.root.api.cart.checkout({ shop_ids: shopIds, coupon_code: couponCode || null }).catch(() => null);
  }

  /** The buy-now line and its totals (POST /cart/checkout with is_buy_now). */
  async fetchBuyNow(): Promise<boolean> {
    if (!this.root.auth.token || this.buyNowShopId === null) return false;
    return this.loadCheckout(true);
  }

  /**
   * A failure toasts the server's message (a 401 also signs out). A voucher the server now
   * refuses (its shop deselected, the order below its minimum) is dropped and the totals fetched
   * again without it.
   */
  private async loadCheckout(buyNow: boolean): Promise<boolean> {
    this.orderChanges = [];
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
        : await this.root.api.cart.checkout({ shop_ids: this.root.basket.selectedShopIds, coupon_code });
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
    if (result.checkout_items.length === 0) this.root.basket.clearSelection();
    this.updateShortagesOf(false, result);
    // The order changed: a new attempt gets a new key.
    this.orderAttemptKey = null;
  }

  private applyBuyNow(result: CheckoutResult): void {
    this.buyNowProduct = result.checkout_items[0]?.products[0] ?? null;
    this.buyNowSummary = pickSummary(result.checkout);
    this.updateShortagesOf(true, result);
    this.orderAttemptKey = null;
  }

  /**
   * The short lines of the basket's checkout (or the buy-now line): the ones the server counts short
   * with this checkout (so a reloaded checkout marks them too), and the ones found before while their
   * lines are still in it (a line lowered to what is left keeps its stepper, without the words).
   */
  private updateShortagesOf(buyNow: boolean, result: CheckoutResult): void {
    const present = new Set(result.checkout_items.flatMap((group) => group.products.map((product) => product.id)));
    const counted = stockShortages(result.stock ?? [], buyNow);
    const recounted = new Set(counted.map((s) => s.productId));
    const kept = this.stockShortages.filter((s) => s.buyNow !== buyNow || (present.has(s.productId) && !recounted.has(s.productId)));
    if (kept.length !== this.stockShortages.length || counted.length) this.stockShortages = [...kept, ...counted];
  }

  private dropShortagesOf(buyNow: boolean): void {
    this.stockShortages = this.stockShortages.filter((s) => s.buyNow !== buyNow);
  }

  /** The stock shortage Place Order found on this line of the checkout (or of buy now), if any. */
  stockShortageOf(productId: number, buyNow = false): StockShortage | null {
    return this.stockShortages.find((s) => s.productId === productId && s.buyNow === buyNow) ?? null;
  }

  /**
   * Buy now at another quantity (a short line lowered to what is left): the line is stored again with
   * its size and colour, and its totals fetched again with the voucher kept. A refusal is toasted.
   */
  async changeBuyNowQuantity(quantity: number): Promise<boolean> {
    const product = this.buyNowProduct;
    if (!product || !this.root.auth.token || quantity < 1 || quantity === product.quantity) return false;
    try {
      await this.root.api.cart.store({
        product_id: product.id,
        quantity,
        size: product.size?.id ?? null,
        color: product.color?.id ?? null,
        is_buy_now: true,
      });
    } catch (error) {
      showAddFailure(this.root, error);
      return false;
    }
    return this.loadCheckout(true);
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
      const { coupons } = await this.root.api.cart.checkoutVouchers(
        buyNow ? { shop_ids: shopIds, is_buy_now: true } : { shop_ids: shopIds },
      );
      return coupons;
    } catch (error) {
      console.warn('Could not load the checkout vouchers', error);
      return [];
    }
  }

  /** The shops an order or voucher goes to: the buy-now line's, else the basket's selected ones. */
  private orderShopIds(buyNow: boolean): number[] {
    if (!buyNow) return this.root.basket.selectedShopIds;
    return this.buyNowShopId === null ? [] : [this.buyNowShopId];
  }

  /** Proceeding to checkout needs at least one selected shop (docs/product.md#validation). */
  canProceedToCheckout(): boolean {
    if (this.root.basket.selectedShopIds.length > 0) return true;
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
    this.orderChanges = [];
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
          summary_version: (input.buyNow ? this.buyNowSummary : this)?.summary_version ?? '',
        },
        this.orderAttemptKey,
      );
      this.orderAttemptKey = null;
      runInAction(() => this.afterOrderPlaced(Boolean(input.buyNow), !placed.order_payment_url));
      void this.root.basket.fetchCart();
      return placed.order_payment_url ? { kind: 'pay', url: placed.order_payment_url, orderIds: placed.order_ids } : { kind: 'placed' };
    } catch (error) {
      const failure = toApiFailure(error);
      // No answer (network): keep the key, so trying again cannot place the order twice.
      if (failure.status !== 0) this.orderAttemptKey = null;
      if (failure.status === 409 && isSummaryChangedData(failure.data)) {
        this.showChanges(Boolean(input.buyNow), failure.data);
        return { kind: 'changed' };
      }
      if (failure.status === 401) this.root.ui.requireLogin();
      else this.root.ui.error(failure.message);
      return { kind: 'refused' };
    } finally {
      runInAction(() => (this.isPlacingOrder = false));
    }
  }

  /**
   * The order changed since its summary: the page shows the checkout as it is now and what changed,
   * and the shopper decides again (the next Place Order sends the new summary's version). The basket
   * is read again too, as its lines may have changed with it.
   */
  private showChanges(buyNow: boolean, now: SummaryChangedData): void {
    const seen = buyNow
      ? { products: this.buyNowProduct ? [this.buyNowProduct] : [], payable: this.buyNowSummary?.payable_amount ?? 0 }
      : { products: this.checkoutProducts.flatMap((group) => group.products), payable: this.payable_amount };
    this.orderChanges = orderChanges(seen, now);
    // The 409 names every line short now: a mark it leaves out goes.
    this.stockShortages = stockShortages(now.stock, buyNow);
    if (buyNow) this.applyBuyNow(now);
    else this.applyCheckout(now);
    void this.root.basket.fetchCart();
  }

  private afterOrderPlaced(buyNow: boolean, confirmed: boolean): void {
    this.coupon_code = '';
    if (buyNow) {
      this.buyNowShopId = null;
      this.buyNowProduct = null;
      this.buyNowSummary = null;
    } else {
      this.root.basket.clearSelection();
      this.clearCheckout();
    }
    this.showOrderConfirmModal = confirmed;
  }

  closeOrderConfirm(): void {
    this.showOrderConfirmModal = false;
  }

  /** The basket went empty, so its checkout (and voucher) goes too; buy now stays. */
  basketEmptied(): void {
    this.coupon_code = '';
    this.clearCheckout();
  }

  private clearCheckout(): void {
    this.checkoutProducts = [];
    Object.assign(this, NO_SUMMARY);
    this.dropShortagesOf(false);
  }

  setAddress(address: Address | null): void {
    this.address = address;
    this.orderAttemptKey = null;
  }

  reset(): void {
    Object.assign(this, PERSISTED);
    this.isLoadingCheckout = false;
    this.isPlacingOrder = false;
    this.showOrderConfirmModal = false;
    this.orderChanges = [];
    this.stockShortages = [];
    this.orderAttemptKey = null;
  }
}

function pickSummary(summary: CheckoutSummary): CheckoutSummary {
  return {
    total_amount: summary.total_amount,
    delivery_charge: summary.delivery_charge,
    coupon_discount: summary.coupon_discount,
    payable_amount: summary.payable_amount,
    order_tax_amount: summary.order_tax_amount,
    summary_version: summary.summary_version,
  };
}

/** The same shops, in any order. */
function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
