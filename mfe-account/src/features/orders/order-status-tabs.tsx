import { type To, FormattedMessage, useIntl } from 'shared-sdk';
import type { StatusWiseOrders } from 'shared-sdk';
import { STATUS_TABS, statusLabel, type StatusTab } from '../../components/order-status';
import { StatusTabs } from '../../components/status-tabs';
import type { HistoryChanges } from './use-order-history-params';

export interface OrderStatusTabsProps {
  current: StatusTab;
  /** The counts of GET /orders; left out until the first answer. */
  counts?: StatusWiseOrders;
  hrefFor: (changes: HistoryChanges) => To;
}

/** The order history's filter: All, Pending, Confirm, Processing, Pickup, On The Way, Delivered, Cancelled. */
export function OrderStatusTabs({ current, counts, hrefFor }: OrderStatusTabsProps) {
  const intl = useIntl();
  return (
    <StatusTabs
      label={intl.formatMessage({ id: 'account.orders.statusFilter', defaultMessage: 'Order status' })}
      countText={(count) =>
        intl.formatMessage(
          { id: 'account.orders.tabCount', defaultMessage: '({count, plural, one {# order} other {# orders}})' },
          { count },
        )
      }
      tabs={STATUS_TABS.map((tab) => ({
        key: tab,
        label: <FormattedMessage {...statusLabel(tab)} />,
        count: counts?.[tab],
        to: hrefFor({ status: tab, page: 1 }),
        current: tab === current,
      }))}
    />
  );
}
