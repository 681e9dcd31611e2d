import { LoadView, useStores, useQuery, useOrdersOnScreen, FormattedMessage, observer } from 'shared-sdk';
import { AccountPage } from '../../components/account-page';
import { accountQueries } from '../../data/queries';
import { DashboardGreeting } from './dashboard-greeting';
import { DashboardOrders } from './dashboard-orders';
import { DashboardQuickLinks } from './dashboard-quick-links';
import { DashboardSection } from './dashboard-section';

/** How many of the latest orders the dashboard shows. */
export const LATEST_ORDERS = 5;

/**
 * '/dashboard': a greeting with the shopper's name and photo, their orders counted by
 * status, the latest orders, and quick links to the other account pages. One GET /orders answers both
 * the counts and the latest orders; the greeting and the quick links stay when it fails.
 */
export default observer(function DashboardPage() {
  const { api, auth } = useStores();
  const state = useQuery(accountQueries.orders(api, auth.user?.id, { page: 1, per_page: LATEST_ORDERS }));
  // Any order's change moves the counts, so every order event refreshes the page.
  useOrdersOnScreen(state.data?.orders.map((latest) => latest.id) ?? []);

  return (
    <AccountPage route="dashboard">
      <DashboardGreeting />
      <LoadView
        state={state}
        keepDataOnError
        errorTitle={<FormattedMessage id="account.orders.loadFailed" defaultMessage="Your orders could not be loaded." />}
        loading={<DashboardOrders />}
      >
        {(orders) => <DashboardOrders orders={orders} />}
      </LoadView>
      <DashboardSection title={<FormattedMessage id="account.dashboard.quickLinks" defaultMessage="Quick links" />}>
        <DashboardQuickLinks />
      </DashboardSection>
    </AccountPage>
  );
});
