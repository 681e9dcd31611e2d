import { useQuery, useClampedPage, usePageParam, FormattedMessage, observer } from 'shared-sdk';
import { useState } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_PAGE_SIZE,
  EmptyState,
  LoadView,
  mapAsync,
  Pagination,
  Skeleton,
  SkeletonRegion,
  linkTo,
  toApiFailure,
  useStores,
  type SavedAddress,
} from 'shared-sdk';
import { AccountPage } from '../../components/account-page';
import { LinkButton } from '../../components/link-button';
import { accountQueries, forgetKinds } from '../../data/queries';
import { AddressCard } from './address-card';
import { addressInputOf } from './address-fields';
import { DeleteAddressDialog } from './delete-address-dialog';

/**
 * '/manage-address': the shopper's addresses as cards, a page at a time (?page=), with
 * Add New Address, Edit, Make default and Delete (after a confirmation; the server refuses, 422,
 * an address an order uses). After every change the auth store's addresses are fetched again, so
 * the cart's delivery address (the default, else the first) follows.
 */
const ManageAddressPage = observer(function ManageAddressPage() {
  const store = useStores();
  const { api, auth, ui } = store;
  const [page, goTo] = usePageParam();
  const query = accountQueries.addresses(api, auth.user?.id, { page, per_page: DEFAULT_PAGE_SIZE });
  const list = useQuery(query);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<SavedAddress | null>(null);
  const total = list.data?.total ?? 0;
  useClampedPage(list.status === 'ready', page, total, goTo);

  const afterChange = () => {
    list.retry();
    // The other pages of the list, and the addresses the edit page keeps (a new default), have changed too.
    forgetKinds(store, auth.user?.id, ['addresses', 'address']);
    void auth.fetchAddresses();
  };

  const makeDefault = async (address: SavedAddress) => {
    setBusyId(address.id);
    try {
      const result = await api.account.updateAddress(address.id, addressInputOf(address, true));
      if (result.message) ui.success(result.message);
      afterChange();
    } catch (error) {
      ui.error(toApiFailure(error).message);
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    const address = toDelete;
    if (!address) return;
    setBusyId(address.id);
    try {
      const message = await api.account.deleteAddress(address.id);
      if (message) ui.success(message);
      afterChange();
    } catch (error) {
      // 422: an order uses the address; the server says so.
      ui.error(toApiFailure(error).message);
    } finally {
      setBusyId(null);
      setToDelete(null);
    }
  };

  const addLink = (
    <LinkButton to={linkTo('addAddress')}>
      <FormattedMessage id="account.address.addNew" defaultMessage="Add New Address" />
    </LinkButton>
  );

  return (
    <AccountPage route="manageAddress" actions={addLink}>
      <LoadView
        state={mapAsync(list, (data) => data.addresses)}
        loading={
          <SkeletonRegion>
            <Grid as="div">
              {[0, 1].map((n) => (
                <Skeleton key={n} height={180} />
              ))}
            </Grid>
          </SkeletonRegion>
        }
        isEmpty={(addresses) => addresses.length === 0}
        empty={
          <EmptyState
            title={<FormattedMessage id="account.address.emptyTitle" defaultMessage="No addresses yet" />}
            message={<FormattedMessage id="account.address.emptyMessage" defaultMessage="Add an address to have your orders delivered." />}
            action={addLink}
          />
        }
      >
        {(addresses) => (
          <>
            <Grid aria-busy={list.status === 'loading' || undefined}>
              {addresses.map((address) => (
                <li key={address.id}>
                  <AddressCard address={address} busy={busyId !== null} onMakeDefault={makeDefault} onDelete={setToDelete} />
                </li>
              ))}
            </Grid>
            <Pagination page={page} total={total} onPageChange={(n) => goTo(n)} disabled={list.status === 'loading'} />
          </>
        )}
      </LoadView>
      {toDelete && (
        <DeleteAddressDialog address={toDelete} busy={busyId === toDelete.id} onConfirm={confirmDelete} onClose={() => setToDelete(null)} />
      )}
    </AccountPage>
  );
});

export default ManageAddressPage;

const Grid = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  & > li {
    display: flex;
    min-inline-size: 0;
  }

  & > li > * {
    flex: 1;
  }
`;
