import { ComingSoonPage } from 'shared-sdk';

/** '/profile' (spec 2). */
export default function ProfilePage() {
  return <ComingSoonPage route="profile" />;
}
