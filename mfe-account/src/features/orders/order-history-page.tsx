import { useEffect, useRef } from 'react';
import {
  EmptyState,
  LoadView,
  Pagination,
  clampPage,
  useStores,
  useQuery,
  useOrdersOnScreen,
  Link,
  FormattedMessage,
  useIntl,
  observer,
} from 'shared-sdk';
import { NoOrders } from '../../components/no-orders';
import { OrderList } from '../../components/order-list';
import { OrderListSkeleton } from '../../components/order-list-skeleton';
import { AccountPage } from '../../components/account-page';
import { accountQueries } from '../../data/queries';
import { OrderPaymentNotice } from './order-payment-notice';
import { OrderStatusTabs } from './order-status-tabs';
import { useOrderHistoryParams } from './use-order-history-params';
import { usePaymentConfirmation } from './use-payment-confirmation';
import { useWaitingOrders } from './use-waiting-orders';

const NO_ORDERS: readonly number[] = [];

/** 10 orders a page (docs/product.md#limits). */
export const ORDERS_PER_PAGE = 10;

/**
 * '/order-history': the shopper's orders by status tab with their counts, 10 a page, the
 * tab and the page kept in the URL; and the notice of the payment page's return.
 */
export default observer(function OrderHistoryPage() {
  const { api, auth } = useStores();
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const { status, page, payment, paymentOrders, hrefFor, update } = useOrderHistoryParams();
  const state = useQuery(
    accountQueries.orders(api, auth.user?.id, { ...(status === 'all' ? {} : { order_status: status }), page, per_page: ORDERS_PER_PAGE }),
  );
  const confirmation = usePaymentConfirmation(payment === 'success' ? (paymentOrders[0] ?? null) : null, state.retry);
  const waitingOrders = useWaitingOrders(payment !== null && payment !== 'success' ? paymentOrders : NO_ORDERS);
  // The tabs' counts change with any order, so every order event refreshes the list.
  useOrdersOnScreen(state.data?.orders.map((listed) => listed.id) ?? []);

  // Once the total is known, a page past the end becomes the last one (the URL is replaced).
  const total = state.status === 'ready' ? state.data.total : null;
  useEffect(() => {
    if (total === null) return;
    const clamped = clampPage(page, total, ORDERS_PER_PAGE);
    if (clamped !== page) update({ page: clamped }, true);
  }, [total, page, update]);

  const dismissNotice = () => {
    update({ payment: null }, true);
    heading.current?.focus();
  };

  const data = state.data;
  // One truth on the screen: the list below showing the order Paid settles "confirming…" too.
  const listedPaid = data?.orders.some((listed) => listed.id === paymentOrders[0] && listed.payment_status === 'Paid') ?? false;
  return (
    <AccountPage route="orderHistory" headingRef={heading}>
      {payment && (
        <OrderPaymentNotice
          outcome={payment}
          confirmation={listedPaid ? 'paid' : confirmation}
          orders={payment === 'success' ? undefined : waitingOrders}
          onDismiss={dismissNotice}
        />
      )}
      <OrderStatusTabs current={status} counts={data?.status_wise_orders} hrefFor={hrefFor} />
      <LoadView
        state={state}
        errorTitle={<FormattedMessage id="account.orders.loadFailed" defaultMessage="Your orders could not be loaded." />}
        loading={<OrderListSkeleton />}
        isEmpty={(loaded) => loaded.orders.length === 0}
        empty={
          status === 'all' ? (
            <NoOrders />
          ) : (
            <EmptyState
              title={<FormattedMessage id="account.orders.emptyStatus" defaultMessage="No orders with this status" />}
              action={
                <Link to={hrefFor({ status: 'all', page: 1 })}>
                  <FormattedMessage id="account.orders.showAll" defaultMessage="Show all orders" />
                </Link>
              }
            />
          )
        }
      >
        {(loaded) => (
          <>
            <OrderList
              orders={loaded.orders}
              busy={state.status === 'loading'}
              label={intl.formatMessage({ id: 'account.orders.listLabel', defaultMessage: 'Orders' })}
            />
            <Pagination
              page={page}
              total={loaded.total}
              pageSize={ORDERS_PER_PAGE}
              onPageChange={(next) => update({ page: next })}
              disabled={state.status === 'loading'}
            />
          </>
        )}
      </LoadView>
    </AccountPage>
  );
});
