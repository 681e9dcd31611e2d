import { ComingSoonPage } from 'shared-sdk';

/** '/shops/:id/categories/:slug' (spec 2). */
export default function ShopCategoryProductsPage() {
  return <ComingSoonPage route="shopCategoryProducts" />;
}
