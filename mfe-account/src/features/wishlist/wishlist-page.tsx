import { ComingSoonPage } from 'shared-sdk';

/** '/wishlist' (spec 2). */
export default function WishlistPage() {
  return <ComingSoonPage route="wishlist" />;
}
