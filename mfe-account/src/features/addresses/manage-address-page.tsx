import { ComingSoonPage } from 'shared-sdk';

/** '/manage-address' (spec 2). */
export default function ManageAddressPage() {
  return <ComingSoonPage route="manageAddress" />;
}
