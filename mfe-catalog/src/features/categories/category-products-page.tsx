import { ComingSoonPage } from 'shared-sdk';

/** '/categories/:slug' (spec 2), optional query subcategory={id}. */
export default function CategoryProductsPage() {
  return <ComingSoonPage route="categoryProducts" />;
}
