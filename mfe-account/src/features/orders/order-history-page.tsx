import { ComingSoonPage } from 'shared-sdk';

/** '/order-history' (spec 2). */
export default function OrderHistoryPage() {
  return <ComingSoonPage route="orderHistory" />;
}
