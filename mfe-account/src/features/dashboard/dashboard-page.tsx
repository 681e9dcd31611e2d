import { EmptyState, ErrorState, linkTo, useStores, useAsync, Link, FormattedMessage, useIntl, observer } from 'shared-sdk';
import { OrderList } from '../../components/order-list';
import { OrderListSkeleton } from '../../components/order-list-skeleton';
import { AccountPage } from '../../components/account-page';
import { DashboardGreeting } from './dashboard-greeting';
import { DashboardOrderCounts } from './dashboard-order-counts';
import { DashboardQuickLinks } from './dashboard-quick-links';
import { DashboardSection } from './dashboard-section';

/** How many of the latest orders the dashboard shows. */
export const LATEST_ORDERS = 5;

/**
 * '/dashboard': a greeting with the shopper's name and photo, their orders counted by
 * status, the latest orders, and quick links to the other account pages. One GET /orders answers both
 * the counts and the latest orders.
 */
export default observer(function DashboardPage() {
  const { api } = useStores();
  const intl = useIntl();
  const state = useAsync(() => api.orders.list({ page: 1, per_page: LATEST_ORDERS }), 'dashboard');
  const data = state.data;

  return (
    <AccountPage route="dashboard">
      <DashboardGreeting />
      {state.status === 'error' && !data ? (
        <ErrorState
          title={<FormattedMessage id="account.orders.loadFailed" defaultMessage="Your orders could not be loaded." />}
          message={state.failure.message}
          onRetry={state.retry}
        />
      ) : (
        <>
          <DashboardSection title={<FormattedMessage id="account.dashboard.orderCounts" defaultMessage="Your orders" />}>
            <DashboardOrderCounts counts={data?.status_wise_orders} />
          </DashboardSection>
          <DashboardSection
            title={<FormattedMessage id="account.dashboard.latestOrders" defaultMessage="Recent orders" />}
            action={
              data && data.orders.length > 0 ? (
                <Link to={linkTo('orderHistory')}>
                  <FormattedMessage id="account.dashboard.allOrders" defaultMessage="View all orders" />
                </Link>
              ) : undefined
            }
          >
            {!data ? (
              <OrderListSkeleton count={2} />
            ) : data.orders.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={<FormattedMessage id="account.orders.empty" defaultMessage="You have no orders yet" />}
                message={<FormattedMessage id="account.orders.emptyHint" defaultMessage="When you place an order, it will show up here." />}
                action={
                  <Link to={linkTo('home')}>
                    <FormattedMessage id="account.orders.startShopping" defaultMessage="Start shopping" />
                  </Link>
                }
              />
            ) : (
              <OrderList
                orders={data.orders}
                headingLevel={3}
                label={intl.formatMessage({ id: 'account.dashboard.latestOrders', defaultMessage: 'Recent orders' })}
              />
            )}
          </DashboardSection>
        </>
      )}
      <DashboardSection title={<FormattedMessage id="account.dashboard.quickLinks" defaultMessage="Quick links" />}>
        <DashboardQuickLinks />
      </DashboardSection>
    </AccountPage>
  );
});
