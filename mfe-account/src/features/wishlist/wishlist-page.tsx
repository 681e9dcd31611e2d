import { useEffect, useRef, useState } from 'react';
import {
  EmptyState,
  LoadView,
  Pagination,
  clampPage,
  linkTo,
  useStores,
  type Product,
  useQuery,
  usePageParam,
  Link,
  FormattedMessage,
  useIntl,
  observer,
} from 'shared-sdk';
import { AccountPage } from '../../components/account-page';
import { CardList } from '../../components/card-list';
import { accountQueries, forgetKinds } from '../../data/queries';
import { WishlistItem } from './wishlist-item';
import { WishlistRemoveDialog } from './wishlist-remove-dialog';
import { WishlistSkeleton } from './wishlist-skeleton';

/** 10 a page (docs/product.md#limits). */
export const WISHLIST_PER_PAGE = 10;

/**
 * '/wishlist': the shopper's favourite products, 10 a page (the page in the URL), each with
 * Add to Cart and a Remove that asks first (the favorite-remove modal) and then goes through the
 * wishlist store, which keeps the header count in step; the list then loads again.
 */
export default observer(function WishlistPage() {
  const store = useStores();
  const { api, auth, ui, wishlist } = store;
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const [page, goTo] = usePageParam();
  const query = accountQueries.wishlist(api, auth.user?.id, { page, per_page: WISHLIST_PER_PAGE });
  const state = useQuery(query);
  const [removing, setRemoving] = useState<Product | null>(null);
  const [busy, setBusy] = useState(false);
  const [removals, setRemovals] = useState(0);

  const total = state.status === 'ready' ? state.data.total : null;
  useEffect(() => {
    if (total === null) return;
    // The server's count is the truth the header shows (the auth store's favoriteProducts).
    auth.setFavoriteCount(total);
    // A page past the end (the last item of the last page removed) becomes the last page.
    const clamped = clampPage(page, total, WISHLIST_PER_PAGE);
    if (clamped !== page) goTo(clamped, true);
  }, [total, page, goTo, auth]);

  // The removed item's button had focus and is about to go: once the dialog has closed (and handed
  // focus back to that button), give it to the page's heading rather than lose it.
  useEffect(() => {
    if (removals > 0) heading.current?.focus();
  }, [removals]);

  const remove = async () => {
    if (!removing) return;
    const product = removing;
    setBusy(true);
    let favorite = await wishlist.toggle(product.id);
    // The list was older than the server (removed elsewhere): the toggle added it back; undo that.
    if (favorite === true) favorite = await wishlist.toggle(product.id);
    setBusy(false);
    setRemoving(null);
    // null: the store has shown the server's message (or the session ended).
    if (favorite === false) {
      ui.success(
        intl.formatMessage(
          { id: 'account.wishlist.removed', defaultMessage: '{name} was removed from your wishlist.' },
          { name: product.name },
        ),
      );
      setRemovals((n) => n + 1);
      state.retry();
      // The other pages of the wishlist the cache keeps have moved too.
      forgetKinds(store, auth.user?.id, ['wishlist']);
    }
  };

  return (
    <AccountPage route="wishlist" headingRef={heading}>
      <LoadView
        state={state}
        keepDataOnError
        errorTitle={<FormattedMessage id="account.wishlist.loadFailed" defaultMessage="Your wishlist could not be loaded." />}
        loading={<WishlistSkeleton />}
        isEmpty={(data) => data.products.length === 0}
        empty={
          <EmptyState
            title={<FormattedMessage id="account.wishlist.empty" defaultMessage="Your wishlist is empty" />}
            message={
              <FormattedMessage id="account.wishlist.emptyHint" defaultMessage="Tap the heart on a product to keep it here for later." />
            }
            action={
              <Link to={linkTo('products')}>
                <FormattedMessage id="account.wishlist.browse" defaultMessage="Browse products" />
              </Link>
            }
          />
        }
      >
        {(data) => (
          <>
            <CardList aria-busy={state.status === 'loading' || undefined} data-testid="wishlist">
              {data.products.map((product) => (
                <WishlistItem key={product.id} product={product} onRemove={() => setRemoving(product)} />
              ))}
            </CardList>
            <Pagination
              page={page}
              total={data.total}
              pageSize={WISHLIST_PER_PAGE}
              onPageChange={(next) => goTo(next)}
              disabled={state.status === 'loading'}
            />
          </>
        )}
      </LoadView>
      {removing && <WishlistRemoveDialog productName={removing.name} busy={busy} onConfirm={remove} onClose={() => setRemoving(null)} />}
    </AccountPage>
  );
});
