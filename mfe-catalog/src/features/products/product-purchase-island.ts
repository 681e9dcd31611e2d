import { defineIsland } from 'shared-sdk';
import { ProductPurchase } from './product-purchase';

/**
 * A product's options, quantity, Add to Cart, Buy Now and heart on its static page: wakes when the
 * shopper reaches for it, keeping what they picked before (docs/islands.md).
 */
export const island = defineIsland('catalog/ProductPurchaseIsland', ProductPurchase);

export default ProductPurchase;
