import { ComingSoonPage } from 'shared-sdk';

/** '/buynow' (spec 2): checkout of the single buy-now product. */
export default function BuyNowPage() {
  return <ComingSoonPage route="buyNow" />;
}
