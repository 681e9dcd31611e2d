import { useParams } from 'react-router-dom';
import { ComingSoonPage } from 'shared-sdk';

/** '/manage-address/new' and '/manage-address/:id/edit' (spec 2) share one form; the id tells them apart. */
export default function AddressFormPage() {
  const { id } = useParams();
  return <ComingSoonPage route={id ? 'editAddress' : 'addAddress'} />;
}
