import { ComingSoonPage } from 'shared-sdk';

/** '/order-history/:id' (spec 2). */
export default function OrderDetailsPage() {
  return <ComingSoonPage route="orderDetails" />;
}
