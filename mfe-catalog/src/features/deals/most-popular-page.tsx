import { ComingSoonPage } from 'shared-sdk';

/** '/most-popular' (spec 2). */
export default function MostPopularPage() {
  return <ComingSoonPage route="mostPopular" />;
}
