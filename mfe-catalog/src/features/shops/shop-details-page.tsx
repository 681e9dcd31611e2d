import { ComingSoonPage } from 'shared-sdk';

/** '/shops/:id' (spec 2). */
export default function ShopDetailsPage() {
  return <ComingSoonPage route="shopDetails" />;
}
