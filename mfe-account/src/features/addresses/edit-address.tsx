import {
  EmptyState,
  LoadView,
  Skeleton,
  SkeletonRegion,
  linkTo,
  useStores,
  type Api,
  type SavedAddress,
  useAsync,
  Link,
  FormattedMessage,
  observer,
} from 'shared-sdk';
import { AccountPage } from '../../components/account-page';
import { Panel } from '../../components/form-controls';
import { AddressForm } from './address-form';

/** The most addresses a page of GET /addresses holds. */
const PAGE_MAX = 100;

/**
 * There is no single-address GET (api/src/routes/account): the address comes from the list,
 * page by page until it is found or the list ends. null: not one of the shopper's addresses.
 */
export async function findAddress(api: Api, id: number): Promise<SavedAddress | null> {
  for (let page = 1; ; page++) {
    const { total, addresses } = await api.account.getAddresses({ page, per_page: PAGE_MAX });
    const found = addresses.find((a) => a.id === id);
    if (found) return found;
    if (addresses.length < PAGE_MAX || page * PAGE_MAX >= total) return null;
  }
}

/** Edit Address: the address is loaded from the list; an id that is not the shopper's is not found. */
export const EditAddress = observer(function EditAddress({ id }: { id: number | null }) {
  const { api } = useStores();
  const address = useAsync(() => (id === null ? Promise.resolve(null) : findAddress(api, id)), String(id));
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
