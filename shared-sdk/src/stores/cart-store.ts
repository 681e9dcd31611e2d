import { makeAutoObservable, reaction } from 'mobx';
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

/** Spec 3 'Cart store (kept locally)'. The cart actions land with the cart API (issue 3/cart remote). */
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

  /** Replaces total and items from a cart response (spec 4: cart add, fetch, decrement...). */
  applyCart(total: number, items: CartShopGroup[]): void {
    this.total = total;
    this.products = items;
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
