import type { CartAddPayload, Product, ProductColor, ProductSize } from 'shared-sdk';

export interface CartChoice {
  quantity?: number;
  size?: ProductSize | null;
  color?: ProductColor | null;
}

/**
 * The cart-add payload (docs/product.md#entities): product_id, quantity, color, size, unit (ids; null
 * when the product has none). The shared cart store sends it (store.basket.add / store.checkout.buyNow)
 * and applies the cart's rules (docs/product.md#cart-browser-and-server).
 */
export function cartPayload(product: Pick<Product, 'id' | 'unit'>, choice: CartChoice = {}): CartAddPayload {
  return {
    product_id: product.id,
    quantity: Math.max(1, Math.trunc(choice.quantity ?? 1)),
    color: choice.color?.id ?? null,
    size: choice.size?.id ?? null,
    unit: product.unit?.id ?? null,
  };
}
