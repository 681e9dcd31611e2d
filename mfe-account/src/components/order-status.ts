import { defineMessages, type MessageDescriptor } from 'shared-sdk';
import type { OrderRefund, OrderStatus, PaymentStatus, StatusWiseOrders } from 'shared-sdk';

/** The tabs of the order history: a key of `status_wise_orders`, which GET /orders also takes as order_status. */
export type StatusTab = 'all' | 'pending' | 'confirm' | 'processing' | 'pickup' | 'on_the_way' | 'delivered' | 'cancelled';

/** In the order an order goes through them (ORDER_STEPS), so Pickup sits between Processing and On The Way. */
export const STATUS_TABS: readonly StatusTab[] = [
  'all',
  'pending',
  'confirm',
  'processing',
  'pickup',
  'on_the_way',
  'delivered',
  'cancelled',
];

/** The steps an order goes through, in order; Cancelled leaves the path. */
export const ORDER_STEPS: readonly OrderStatus[] = ['Pending', 'Confirm', 'Processing', 'Pickup', 'On The Way', 'Delivered'];

/** 'On The Way' → 'on_the_way', as the API keys its counts. */
export function statusKey(status: OrderStatus): keyof StatusWiseOrders {
  return status.toLowerCase().replace(/\s+/g, '_') as keyof StatusWiseOrders;
}

/** A tab from the URL's `status`, All for anything unknown. */
export function parseStatusTab(value: string | null): StatusTab {
  return (STATUS_TABS as readonly string[]).includes(value ?? '') ? (value as StatusTab) : 'all';
}

const statusMessages = defineMessages({
  all: { id: 'account.orders.status.all', defaultMessage: 'All' },
  pending: { id: 'account.orders.status.pending', defaultMessage: 'Pending' },
  confirm: { id: 'account.orders.status.confirm', defaultMessage: 'Confirm' },
  processing: { id: 'account.orders.status.processing', defaultMessage: 'Processing' },
  pickup: { id: 'account.orders.status.pickup', defaultMessage: 'Pickup' },
  on_the_way: { id: 'account.orders.status.onTheWay', defaultMessage: 'On The Way' },
  delivered: { id: 'account.orders.status.delivered', defaultMessage: 'Delivered' },
  cancelled: { id: 'account.orders.status.cancelled', defaultMessage: 'Cancelled' },
});

/** The label of a tab or of an order's status. */
export function statusLabel(status: StatusTab | OrderStatus): MessageDescriptor {
  const key = (STATUS_TABS as readonly string[]).includes(status) ? status : statusKey(status as OrderStatus);
  return statusMessages[key as keyof typeof statusMessages] ?? { id: `account.orders.status.${key}`, defaultMessage: status };
}

const paymentMessages = defineMessages({
  Paid: { id: 'account.orders.payment.paid', defaultMessage: 'Paid' },
  Pending: { id: 'account.orders.payment.unpaid', defaultMessage: 'Unpaid' },
});

const refundMessages = defineMessages({
  Pending: { id: 'account.orders.payment.refundPending', defaultMessage: 'Refund pending' },
  Refunded: { id: 'account.orders.payment.refunded', defaultMessage: 'Refunded' },
});

export function paymentStatusLabel(status: PaymentStatus): MessageDescriptor {
  return paymentMessages[status] ?? paymentMessages.Pending;
}

/** A paid order that was cancelled shows its refund's state instead of Paid (docs/refunds.md). */
export function refundStatusLabel(refund: OrderRefund): MessageDescriptor {
  return refundMessages[refund.status] ?? refundMessages.Pending;
}

/** Cash is paid on delivery; every other gateway is paid online, through the payment page. */
export const CASH_METHOD = 'cash';

/** An online order the gateway has not confirmed, which can still be paid (not cancelled, not delivered). */
export function canPayNow(order: { payment_status: PaymentStatus; payment_method: string; order_status: OrderStatus }): boolean {
  return (
    order.payment_status === 'Pending' &&
    order.payment_method !== CASH_METHOD &&
    order.order_status !== 'Cancelled' &&
    order.order_status !== 'Delivered'
  );
}
