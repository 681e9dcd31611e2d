import { ComingSoonPage } from 'shared-sdk';

/** '/checkout' (spec 2): summary, address and order placement. */
export default function CheckoutPage() {
  return <ComingSoonPage route="checkout" />;
}
