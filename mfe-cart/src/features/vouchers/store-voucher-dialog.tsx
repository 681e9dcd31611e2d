import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  SkeletonRegion,
  toApiFailure,
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

/** Vouchers per request (the API's lists are paged). */
const PAGE_SIZE = 10;

interface VoucherList {
  coupons: Coupon[];
  total: number;
  page: number;
}

/**
 * The store-voucher dialog (docs/product.md#modals) for `ui.voucherShopId`: the shop's vouchers (GET
 * /get-vouchers, signed-in only) and Collect (POST /vouchers-collect), once per voucher. A guest is
 * asked to log in. Failures toast the server's message bottom-left.
 */
const StoreVoucherDialog = observer(function StoreVoucherDialog({ onClose }: ModalProps) {
  const { api, auth, ui } = useStores();
  const shopId = ui.voucherShopId;
  const signedIn = auth.isLoggedIn;
  const [list, setList] = useState<VoucherList | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [collected, setCollected] = useState<ReadonlySet<number>>(() => new Set());
  const [collecting, setCollecting] = useState<number | null>(null);

  const fetchPage = useCallback(
    (page: number) => api.cart.vouchers({ shop_id: shopId ?? undefined, page, per_page: PAGE_SIZE }),
    [api, shopId],
  );

  // The first page, again when the shop changes or the shopper signs in (is_collected is theirs).
  useEffect(() => {
    if (!signedIn || shopId === null) return;
    let alive = true;
    setLoading(true);
    setFailure(null);
    fetchPage(1)
      .then((result) => {
        if (alive) setList({ coupons: result.coupons, total: result.total, page: 1 });
      })
      .catch((error: unknown) => {
        if (!alive) return;
        const { message } = toApiFailure(error);
        setFailure(message);
        ui.error(message);
      })
      .finally(() => {
        if (alive) setLoading(false);
      });
    return () => {
      alive = false;
    };
  }, [fetchPage, signedIn, shopId, ui, attempt]);

  const loadMore = async () => {
    if (!list || loading) return;
    setLoading(true);
    try {
      const result = await fetchPage(list.page + 1);
      setList((current) => current && { coupons: [...current.coupons, ...result.coupons], total: result.total, page: current.page + 1 });
    } catch (error) {
      ui.error(toApiFailure(error).message);
    } finally {
      setLoading(false);
    }
  };

  /** The login modal would open beneath this dialog (the shell stacks modals in slot order): step aside. */
  const askLogin = () => {
    onClose();
    ui.requireLogin();
  };

  const collect = async (voucher: Coupon) => {
    if (collecting !== null) return;
    // Vouchers are for signed-in shoppers; a guest gets 'Please login first!' and the login modal.
    if (!auth.isLoggedIn) {
      askLogin();
      return;
    }
    setCollecting(voucher.id);
    try {
      const message = await api.cart.collectVoucher(voucher.id);
      // Collected once, never again.
      setCollected((current) => new Set(current).add(voucher.id));
      if (message) ui.success(message);
    } catch (error) {
      ui.error(toApiFailure(error).message);
    } finally {
      setCollecting(null);
    }
  };

  const title = <FormattedMessage id="cart.storeVoucher.title" defaultMessage="Store Vouchers" />;
  let content;
  if (!list && !signedIn) {
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
  } else if (!list && failure !== null) {
    content = (
      <ErrorState
        title={<FormattedMessage id="cart.voucher.loadFailed" defaultMessage="The vouchers could not be loaded." />}
        message={failure}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  } else if (!list) {
    content = (
      <SkeletonRegion>
        <Cards>
          <VoucherCardSkeleton />
          <VoucherCardSkeleton />
          <VoucherCardSkeleton />
        </Cards>
      </SkeletonRegion>
    );
  } else if (list.coupons.length === 0) {
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
          {list.coupons.map((voucher) => (
            <VoucherCard
              key={voucher.id}
              voucher={voucher}
              collected={voucher.is_collected || collected.has(voucher.id)}
              collecting={collecting === voucher.id}
              onCollect={collect}
            />
          ))}
        </Cards>
        {list.coupons.length < list.total && (
          <More $variant="secondary" onClick={loadMore} aria-busy={loading || undefined} disabled={loading}>
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
