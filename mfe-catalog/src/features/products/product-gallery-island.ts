import { defineIsland } from 'shared-sdk';
import { ProductGallery } from './product-gallery';

/**
 * A product's pictures on its static page: the thumbnails choose the large one. Wakes when the
 * shopper reaches for it (docs/islands.md).
 */
export const island = defineIsland('catalog/ProductGalleryIsland', ProductGallery);

export default ProductGallery;
