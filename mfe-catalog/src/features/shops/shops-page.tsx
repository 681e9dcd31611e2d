import { ComingSoonPage } from 'shared-sdk';

/** '/shops' (spec 2), linked only in multi-vendor mode. */
export default function ShopsPage() {
  return <ComingSoonPage route="shops" />;
}
