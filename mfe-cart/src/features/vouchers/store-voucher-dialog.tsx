import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  SkeletonRegion,
  toApiFailure,
  useQueryPages,
  useStores,
  type Coupon,
  type ModalProps,
  FormattedMessage,
  observer,
  flexColumn,
} from 'shared-sdk';
import styled from 'styled-components';
import { VoucherCard, VoucherCardSkeleton } from '../../components/voucher-card';
import { CartIcon } from '../../components/cart-icon';
import { cartQueries } from '../../data/queries';

/**
 * The store-voucher dialog (docs/product.md#modals) for `ui.voucherShopId`: the shop's vouchers (GET
 * /get-vouchers, signed-in only, a page at a time: `cartQueries.storeVouchers`) and Collect (POST
 * /vouchers-collect), once per voucher. A guest is asked to log in. Failures toast the server's message
 * bottom-left.
 */
const StoreVoucherDialog = observer(function StoreVoucherDialog({ onClose }: ModalProps) {
  const { api, auth, queries, ui } = useStores();
  const shopId = ui.voucherShopId;
  const signedIn = auth.isLoggedIn;
  const shopper = auth.user?.id;
  // The shopper is in the key: signing in asks again (is_collected is theirs).
  const list = useQueryPages(
    (page) => cartQueries.storeVouchers(api, shopper, shopId, page),
    (answer) => ({ items: answer.coupons, total: answer.total }),
    (voucher: Coupon) => voucher.id,
  );
  const { pages, loading, failure, loadNext } = list;
  const [collected, setCollected] = useState<ReadonlySet<number>>(() => new Set());
  const [collecting, setCollecting] = useState<number | null>(null);

  // The first page, once the dialog opens on a shop for a signed-in shopper (a failure waits for Retry).
  const wanted = signedIn && shopId !== null;
  useEffect(() => {
    if (wanted && pages === 0 && !loading && !failure) loadNext();
  }, [wanted, pages, loading, failure, loadNext]);
  useEffect(() => {
    if (failure) ui.error(failure.message);
  }, [failure, ui]);

  const collect = async (voucher: Coupon) => {
    // A guest sees no voucher to collect: the dialog asks them to log in.
    if (collecting !== null) return;
    setCollecting(voucher.id);
    try {
      const message = await api.cart.collectVoucher(voucher.id);
      // Collected once, never again; the dialog opened again asks the server.
      setCollected((current) => new Set(current).add(voucher.id));
      queries.forget(cartQueries.storeVoucherName(shopper));
      if (message) ui.success(message);
    } catch (error) {
      ui.error(toApiFailure(error).message);
    } finally {
      setCollecting(null);
    }
  };

  const title = <FormattedMessage id="cart.storeVoucher.title" defaultMessage="Store Vouchers" />;
  let content;
  if (pages === 0 && !signedIn) {
    content = (
      <EmptyState
        headingLevel={3}
        title={<FormattedMessage id="cart.voucher.loginTitle" defaultMessage="Log in to collect vouchers" />}
        message={<FormattedMessage id="cart.voucher.loginMessage" defaultMessage="Vouchers are for signed-in shoppers." />}
        action={
          <Button
            onClick={() => {
              onClose();
              ui.openLogin();
            }}
          >
            <FormattedMessage id="cart.voucher.login" defaultMessage="Login" />
          </Button>
        }
      />
    );
  } else if (pages === 0 && failure) {
    content = (
      <ErrorState
        title={<FormattedMessage id="cart.voucher.loadFailed" defaultMessage="The vouchers could not be loaded." />}
        message={failure.message}
        onRetry={loadNext}
      />
    );
  } else if (pages === 0) {
    content = (
      <SkeletonRegion>
        <Cards>
          <VoucherCardSkeleton />
          <VoucherCardSkeleton />
          <VoucherCardSkeleton />
        </Cards>
      </SkeletonRegion>
    );
  } else if (list.items.length === 0) {
    content = (
      <EmptyState
        headingLevel={3}
        icon={<CartIcon name="ticket" size={48} />}
        title={<FormattedMessage id="cart.voucher.empty" defaultMessage="Sorry there is no voucher available" />}
      />
    );
  } else {
    content = (
      <>
        <Cards aria-busy={loading || undefined}>
          {list.items.map((voucher) => (
            <VoucherCard
              key={voucher.id}
              voucher={voucher}
              collected={voucher.is_collected || collected.has(voucher.id)}
              collecting={collecting === voucher.id}
              onCollect={collect}
            />
          ))}
        </Cards>
        {list.items.length < (list.total ?? 0) && (
          <More $variant="secondary" onClick={loadNext} aria-busy={loading || undefined} disabled={loading}>
            <FormattedMessage id="cart.voucher.more" defaultMessage="Show more vouchers" />
          </More>
        )}
      </>
    );
  }

  return (
    <Dialog title={title} onClose={onClose}>
      {content}
    </Dialog>
  );
});

export default StoreVoucherDialog;

const Cards = styled.ul`
  ${flexColumn('12px')}
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled(Button)`
  inline-size: 100%;
  margin-block-start: 12px;
`;
