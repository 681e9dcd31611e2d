import { useState } from 'react';
import {
  LoadView,
  useStores,
  type OrderProduct,
  useQuery,
  useOrdersOnScreen,
  useParams,
  FormattedDate,
  FormattedMessage,
  useIntl,
  observer,
  flexColumn,
} from 'shared-sdk';
import styled from 'styled-components';
import { AccountPage } from '../../components/account-page';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { accountQueries, forgetKinds } from '../../data/queries';
import { OrderActions } from './order-actions';
import { OrderAddress } from './order-address';
import { OrderAmounts } from './order-amounts';
import { OrderDetailsSkeleton } from './order-details-skeleton';
import { OrderNotFound } from './order-not-found';
import { OrderPaymentInfo } from './order-payment-info';
import { OrderPanel } from './order-panel';
import { OrderProducts } from './order-products';
import { OrderProgress } from './order-progress';
import { OrderReviewDialog } from './order-review-dialog';
import { OrderShopInfo } from './order-shop-info';

/** The route's id when it is an order id at all (a positive whole number), else null. */
function orderIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

type Reviewable = OrderProduct & { id: number };

/**
 * '/order-history/:id': one order of the shopper, with its progress, shop, delivery address,
 * products, amounts and payment; cancel, pay, order again, invoice and product reviews. An order that
 * is not the shopper's reads as not found.
 */
export default observer(function OrderDetailsPage() {
  const store = useStores();
  const { api, auth } = store;
  const intl = useIntl();
  const { id: param } = useParams();
  const id = orderIdOf(param);
  const state = useQuery(accountQueries.order(api, auth.user?.id, id));
  const [reviewing, setReviewing] = useState<Reviewable | null>(null);
  // The order changed here (cancelled, paid, reviewed): it loads again, and so do the lists of orders
  // the cache keeps (their statuses and counts), for the next page that shows them.
  const changed = () => {
    state.retry();
    forgetKinds(store, auth.user?.id, ['orders']);
  };

  const order = state.data;
  // Its status, payment and refund update in place when they change (its query's tag `order:<id>`), so
  // the shell does not toast them.
  useOrdersOnScreen(order ? [order.id] : []);
  const notFound = order === null || (state.status === 'error' && !order && (state.failure.status === 404 || state.failure.status === 422));
  const head = order && {
    heading: <FormattedMessage id="account.orders.code" defaultMessage="Order #{code}" values={{ code: order.order_code }} />,
    title: intl.formatMessage({ id: 'account.orders.code', defaultMessage: 'Order #{code}' }, { code: order.order_code }),
    subheading: (
      <FormattedMessage
        id="account.orders.placedAt"
        defaultMessage="Placed on {date}"
        values={{ date: <FormattedDate value={order.placed_at} dateStyle="medium" timeStyle="short" /> }}
      />
    ),
    actions: <OrderStatusBadge status={order.order_status} />,
  };

  return (
    <AccountPage route="orderDetails" {...head}>
      {notFound ? (
        <OrderNotFound />
      ) : (
        <LoadView
          state={state}
          keepDataOnError
          errorTitle={<FormattedMessage id="account.orders.detailsFailed" defaultMessage="This order could not be loaded." />}
          loading={<OrderDetailsSkeleton />}
        >
          {(loaded) =>
            loaded && (
              <>
                <OrderProgress status={loaded.order_status} />
                <OrderActions order={loaded} onChanged={changed} />
                <Grid>
                  <OrderPanel title={<FormattedMessage id="account.orders.shop" defaultMessage="Shop" />}>
                    <OrderShopInfo order={loaded} />
                  </OrderPanel>
                  <OrderPanel title={<FormattedMessage id="account.orders.deliveryAddress" defaultMessage="Delivery address" />}>
                    <OrderAddress address={loaded.address} />
                  </OrderPanel>
                  <OrderPanel title={<FormattedMessage id="account.orders.payment" defaultMessage="Payment" />}>
                    <OrderPaymentInfo order={loaded} />
                  </OrderPanel>
                </Grid>
                <Stack>
                  <OrderPanel title={<FormattedMessage id="account.orders.products" defaultMessage="Products" />}>
                    <OrderProducts order={loaded} onReview={(product) => product.id !== null && setReviewing(product as Reviewable)} />
                  </OrderPanel>
                  <OrderPanel title={<FormattedMessage id="account.orders.summary" defaultMessage="Order summary" />}>
                    <OrderAmounts order={loaded} />
                  </OrderPanel>
                  {loaded.note && (
                    <OrderPanel title={<FormattedMessage id="account.orders.note" defaultMessage="Note" />}>
                      <Note dir="auto">{loaded.note}</Note>
                    </OrderPanel>
                  )}
                </Stack>
                {reviewing && (
                  <OrderReviewDialog
                    orderId={loaded.id}
                    product={reviewing}
                    onClose={() => setReviewing(null)}
                    onReviewed={() => {
                      setReviewing(null);
                      changed();
                    }}
                  />
                )}
              </>
            )
          }
        </LoadView>
      )}
    </AccountPage>
  );
});

const Grid = styled.div`
  display: grid;
  gap: 16px;
  margin-block-end: 16px;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Stack = styled.div`
  ${flexColumn('16px')}
`;

const Note = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
