import { EmptyState, LoadView, Skeleton, SkeletonRegion, linkTo, useStores, useQuery, Link, FormattedMessage, observer } from 'shared-sdk';
import { AccountPage } from '../../components/account-page';
import { Panel } from '../../components/form-controls';
import { accountQueries } from '../../data/queries';
import { AddressForm } from './address-form';

/** Edit Address: the address is loaded from the list; an id that is not the shopper's is not found. */
export const EditAddress = observer(function EditAddress({ id }: { id: number | null }) {
  const { api, auth } = useStores();
  const address = useQuery(accountQueries.address(api, auth.user?.id, id));
  return (
    <AccountPage route="editAddress">
      <LoadView
        state={address}
        loading={
          <SkeletonRegion>
            <Panel>
              {[0, 1, 2, 3].map((n) => (
                <Skeleton key={n} height={40} style={{ marginBlockEnd: 16 }} />
              ))}
            </Panel>
          </SkeletonRegion>
        }
        isEmpty={(found) => found === null}
        empty={
          <EmptyState
            title={<FormattedMessage id="account.address.notFound" defaultMessage="Address not found" />}
            message={<FormattedMessage id="account.address.notFoundMessage" defaultMessage="This address is not in your address book." />}
            action={
              <Link to={linkTo('manageAddress')}>
                <FormattedMessage id="account.address.backToList" defaultMessage="Back to Manage Address" />
              </Link>
            }
          />
        }
      >
        {(found) => found && <AddressForm key={found.id} address={found} />}
      </LoadView>
    </AccountPage>
  );
});
