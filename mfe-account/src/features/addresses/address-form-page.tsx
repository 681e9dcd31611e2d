import { positiveInt, useParams, observer } from 'shared-sdk';
import { AccountPage } from '../../components/account-page';
import { AddressForm } from './address-form';
import { EditAddress } from './edit-address';

/** '/manage-address/new' and '/manage-address/:id/edit' share one form; the id tells them apart. */
const AddressFormPage = observer(function AddressFormPage() {
  const { id } = useParams();
  return id === undefined ? (
    <AccountPage route="addAddress">
      <AddressForm address={null} />
    </AccountPage>
  ) : (
    // One EditAddress per id: another address's page starts from its skeleton, not from the last form.
    <EditAddress key={id} id={positiveInt(id)} />
  );
});

export default AddressFormPage;
