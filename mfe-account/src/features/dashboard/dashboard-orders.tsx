import { linkTo, type OrderPage, Link, FormattedMessage, useIntl } from 'shared-sdk';
import { NoOrders } from '../../components/no-orders';
import { OrderList } from '../../components/order-list';
import { OrderListSkeleton } from '../../components/order-list-skeleton';
import { DashboardOrderCounts } from './dashboard-order-counts';
import { DashboardSection } from './dashboard-section';

/**
 * The dashboard's two sections that GET /orders fills: the counts by status and the latest orders.
 * Without `orders` (still loading) both keep their place with skeletons.
 */
export function DashboardOrders({ orders }: { orders?: OrderPage }) {
  const intl = useIntl();
  return (
    <>
      <DashboardSection title={<FormattedMessage id="account.dashboard.orderCounts" defaultMessage="Your orders" />}>
        <DashboardOrderCounts counts={orders?.status_wise_orders} />
      </DashboardSection>
      <DashboardSection
        title={<FormattedMessage id="account.dashboard.latestOrders" defaultMessage="Recent orders" />}
        action={
          orders && orders.orders.length > 0 ? (
            <Link to={linkTo('orderHistory')}>
              <FormattedMessage id="account.dashboard.allOrders" defaultMessage="View all orders" />
            </Link>
          ) : undefined
        }
      >
        {!orders ? (
          <OrderListSkeleton count={2} />
        ) : orders.orders.length === 0 ? (
          <NoOrders headingLevel={3} />
        ) : (
          <OrderList
            orders={orders.orders}
            headingLevel={3}
            label={intl.formatMessage({ id: 'account.dashboard.latestOrders', defaultMessage: 'Recent orders' })}
          />
        )}
      </DashboardSection>
    </>
  );
}
