import { ComingSoonPage } from 'shared-sdk';

/** '/change-password' (spec 2). */
export default function ChangePasswordPage() {
  return <ComingSoonPage route="changePassword" />;
}
