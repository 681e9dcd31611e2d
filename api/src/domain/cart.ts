import type { Queryable } from '../db/database.js';
import { addToBasket, findBasketLine, incrementBasketLine, replaceBuyNowLine, type NewCartLine } from '../db/queries/cart.js';
import { findPricedProducts, findProductOptions, type PricedProduct } from '../db/queries/cart-pricing.js';
import { message, type Message } from '../i18n/message.js';
import { Refusal, invalidSelection, uniqueViolation } from '../lib/http-errors.js';
import type { CartViewJson } from '../schemas/cart.js';
import { loadPricedCart, shopGroupsJson } from './cart-lines.js';

/**
 * The decrement's answer when the line went: a signal, not a sentence. The contract fixes this
 * text and storefronts compare with it (docs/product.md#messages), so it is the same in
 * every language and not in the message catalogue (docs/i18n.md).
 */
export const PRODUCT_REMOVED_SIGNAL = 'product removed from cart';

export const CART_MESSAGES = {
  added: message('cart.added'),
  increased: message('cart.increased'),
  decreased: message('cart.decreased'),
  deleted: message('cart.deleted'),
  notInCart: message('cart.not_in_cart'),
  unavailable: message('cart.unavailable'),
  outOfStock: (name: string) => message('cart.out_of_stock', { product: name }),
  onlyLeft: (stock: number, name: string) => message('cart.only_left', { count: stock, product: name }),
};

/** The refusal for wanting `quantity` of a product, or null when the stock covers it. */
export function stockRefusal(product: Pick<PricedProduct, 'name' | 'stock'>, quantity: number): Message | null {
  if (product.stock <= 0) return CART_MESSAGES.outOfStock(product.name);
  return quantity > product.stock ? CART_MESSAGES.onlyLeft(product.stock, product.name) : null;
}

/** The basket: `total` is the number of lines in it (the header's cart count, as the original counted). */
export type CartView = CartViewJson;

/** The basket as every cart call answers it; the buy-now line never shows here. */
export async function cartView(db: Queryable, userId: number): Promise<CartView> {
  const lines = await loadPricedCart(db, userId, { buyNow: false });
  return { total: lines.length, cart_items: shopGroupsJson(lines) };
}

export interface StoreInput {
  productId: number;
  quantity: number;
  sizeId: number | undefined;
  colorId: number | undefined;
  buyNow: boolean;
}

async function pricedProductOrFail(db: Queryable, productId: number): Promise<PricedProduct> {
  const product = (await findPricedProducts(db, [productId])).get(productId);
  if (!product) throw invalidSelection('product_id');
  return product;
}

/** The size and colour must be the product's own. */
async function checkOptions(db: Queryable, input: StoreInput): Promise<void> {
  const { sizes, colors } = await findProductOptions(
    db,
    input.sizeId === undefined ? [] : [input.sizeId],
    input.colorId === undefined ? [] : [input.colorId],
  );
  if (input.sizeId !== undefined && sizes.get(input.sizeId)?.product_id !== input.productId) {
    throw invalidSelection('size');
  }
  if (input.colorId !== undefined && colors.get(input.colorId)?.product_id !== input.productId) {
    throw invalidSelection('color');
  }
}

/**
 * POST /cart/store. A buy-now line replaces the previous one (its quantity is what was asked);
 * a basket line adds up (see `addToBasket` for another size or colour of a product already there).
 */
export async function storeCartLine(db: Queryable, userId: number, input: StoreInput): Promise<void> {
  const product = await pricedProductOrFail(db, input.productId);
  await checkOptions(db, input);
  const refusal = stockRefusal(product, input.quantity);
  if (refusal) throw new Refusal(refusal);
  const line: NewCartLine = {
    userId,
    productId: product.id,
    shopId: product.shop_id,
    quantity: input.quantity,
    sizeId: input.sizeId ?? null,
    colorId: input.colorId ?? null,
    // The product's own unit, whatever the client sent: the cart shows what the shop sells by.
    unit: product.unit,
  };
  if (input.buyNow) {
    await replaceBuyNowLine(db, line).catch((error: unknown) => {
      // Two buy-now clicks for the same product raced past the arbiter index: the winner's row now
      // exists, so the second try updates it.
      if (uniqueViolation(error) === null) throw error;
      return replaceBuyNowLine(db, line);
    });
    return;
  }
  if ((await addToBasket(db, line, product.stock)) === null) {
    throw new Refusal(CART_MESSAGES.onlyLeft(product.stock, product.name));
  }
}

/** POST /cart/increment: one more, within the stock. */
export async function incrementCartLine(db: Queryable, userId: number, productId: number): Promise<void> {
  if (!(await findBasketLine(db, userId, productId))) throw new Refusal(CART_MESSAGES.notInCart, 404);
  const product = (await findPricedProducts(db, [productId])).get(productId);
  if (!product) throw new Refusal(CART_MESSAGES.unavailable);
  if ((await incrementBasketLine(db, userId, productId, product.stock)) === null) {
    throw new Refusal(stockRefusal(product, product.stock + 1) ?? CART_MESSAGES.outOfStock(product.name));
  }
}
