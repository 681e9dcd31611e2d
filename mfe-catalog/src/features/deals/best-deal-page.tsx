import { ComingSoonPage } from 'shared-sdk';

/** '/best-deal' (spec 2). */
export default function BestDealPage() {
  return <ComingSoonPage route="bestDeal" />;
}
