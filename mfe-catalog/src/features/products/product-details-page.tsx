import { ComingSoonPage } from 'shared-sdk';

/** '/products/:id/details' (spec 2): add to cart and buy now. */
export default function ProductDetailsPage() {
  return <ComingSoonPage route="productDetails" />;
}
