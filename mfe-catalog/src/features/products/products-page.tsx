import { ComingSoonPage } from 'shared-sdk';

/** '/products' (spec 2), also the search results. */
export default function ProductsPage() {
  return <ComingSoonPage route="products" />;
}
