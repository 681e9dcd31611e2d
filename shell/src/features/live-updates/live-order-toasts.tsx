import { useIntl, type IntlShape } from 'react-intl';
import { isolateLtr, linkTo, useLiveEvent, useStores, type OrderLiveData } from 'shared-sdk';

/** 'On The Way' → 'on_the_way', the message's select keys. */
const statusKey = (status: string) => status.toLowerCase().replace(/\s+/g, '_');

/** What a toast says about an order's change, or undefined for a change not worth one. */
export function orderChangeMessage(intl: IntlShape, order: OrderLiveData): string | undefined {
  // Left to right inside any sentence (an Arabic one would reorder the code's dashes and digits).
  const code = isolateLtr(order.order_code);
  if (order.changed.includes('order_status')) {
    return intl.formatMessage(
      {
        id: 'live.order.status',
        defaultMessage:
          'Order #{code} is {status, select, pending {Pending} confirm {Confirmed} processing {Processing} pickup {ready for Pickup} on_the_way {On The Way} delivered {Delivered} cancelled {Cancelled} other {updated}}',
      },
      { code, status: statusKey(order.order_status) },
    );
  }
  if (order.changed.includes('payment_status') && order.payment_status === 'Paid') {
    return intl.formatMessage({ id: 'live.order.paid', defaultMessage: 'Order #{code} is paid' }, { code });
  }
  if (order.changed.includes('refund_status') && order.refund_status === 'Refunded') {
    return intl.formatMessage({ id: 'live.order.refunded', defaultMessage: 'Order #{code} was refunded' }, { code });
  }
  return undefined;
}

/**
 * Tells the shopper when an order changes that no page on screen shows (docs/live-updates.md): a
 * toast (a polite status) with a link to the order. A page that shows the order updates in place.
 */
export function LiveOrderToasts() {
  const { live, ui } = useStores();
  const intl = useIntl();
  useLiveEvent((event) => {
    if (event.kind !== 'order' || live.isOrderOnScreen(event.data.order_id)) return;
    const message = orderChangeMessage(intl, event.data);
    if (!message) return;
    ui.toast({
      type: 'info',
      message,
      link: {
        label: intl.formatMessage({ id: 'live.order.view', defaultMessage: 'View order' }),
        to: linkTo('orderDetails', { id: event.data.order_id }),
      },
    });
  });
  return null;
}
