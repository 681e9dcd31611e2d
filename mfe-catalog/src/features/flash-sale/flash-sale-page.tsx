import { ComingSoonPage } from 'shared-sdk';

/** '/flash-sale/:id' (spec 2). */
export default function FlashSalePage() {
  return <ComingSoonPage route="flashSale" />;
}
