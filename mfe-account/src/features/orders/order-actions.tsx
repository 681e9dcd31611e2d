import { useRef, useState } from 'react';
import {
  Button,
  VisuallyHidden,
  linkTo,
  toApiFailure,
  useStores,
  type OrderDetails,
  leaveForPayment,
  newIdempotencyKey,
  useNavigate,
  FormattedMessage,
  useIntl,
  observer,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { AnchorButton } from '../../components/link-button';
import { canPayNow } from '../../components/order-status';
import { forgetKinds } from '../../data/queries';
import { OrderCancelDialog } from './order-cancel-dialog';

type Busy = 'cancel' | 'pay' | 'again' | null;

export interface OrderActionsProps {
  order: OrderDetails;
  /** After the order changed on the server (cancelled), or a refusal says it has moved on. */
  onChanged: () => void;
}

/**
 * What the shopper can do with an order: cancel it (Pending only, after a confirmation), pay an
 * unpaid online order, order a delivered one again, and open its invoice. Server messages are toasts.
 */
export const OrderActions = observer(function OrderActions({ order, onChanged }: OrderActionsProps) {
  const store = useStores();
  const { api, auth, ui } = store;
  const intl = useIntl();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // One key per 'Order again' attempt: a retry after a failure (a lost answer) sends the same key, so
  // the server answers the first placement instead of placing the order twice.
  const againKey = useRef<string | null>(null);

  const fail = (error: unknown) => {
    const failure = toApiFailure(error);
    ui.error(failure.message);
    // A refusal (the order moved on meanwhile): show what it is now.
    if (failure.status === 422) onChanged();
  };

  const cancel = async () => {
    setBusy('cancel');
    try {
      const { message } = await api.orders.cancel(order.id);
      ui.success(message || intl.formatMessage({ id: 'account.orders.cancelDone', defaultMessage: 'Order cancelled.' }));
      setConfirmingCancel(false);
      onChanged();
    } catch (error) {
      setConfirmingCancel(false);
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const payNow = async () => {
    setBusy('pay');
    try {
      const { order_payment_url } = await api.orders.pay(order.id, order.payment_method);
      if (order_payment_url) {
        // Stays busy: the browser is leaving for the payment page. Back comes here again (loaded anew).
        leaveForPayment(order_payment_url, [order.id], null);
        return;
      }
      onChanged();
    } catch (error) {
      fail(error);
    }
    setBusy(null);
  };

  const orderAgain = async () => {
    againKey.current ??= newIdempotencyKey();
    setBusy('again');
    try {
      const placed = await api.orders.placeAgain(order.id, againKey.current);
      againKey.current = null;
      if (placed.order_payment_url) {
        leaveForPayment(placed.order_payment_url, [placed.order.id]);
        return;
      }
      ui.success(placed.message || intl.formatMessage({ id: 'account.orders.placedAgain', defaultMessage: 'Order placed successfully.' }));
      setBusy(null);
      // The new order belongs in the lists of orders the cache keeps: they are asked again.
      forgetKinds(store, auth.user?.id, ['orders']);
      navigate(linkTo('orderDetails', { id: placed.order.id }));
    } catch (error) {
      fail(error);
      setBusy(null);
    }
  };

  const canCancel = order.order_status === 'Pending';
  const canPay = canPayNow(order);
  const canOrderAgain = order.order_status === 'Delivered';

  return (
    <Bar data-testid="order-actions">
      {canPay && (
        <Button onClick={payNow} disabled={busy !== null} aria-busy={busy === 'pay' || undefined}>
          <FormattedMessage id="account.orders.payNow" defaultMessage="Pay now" />
        </Button>
      )}
      {canOrderAgain && (
        <Button onClick={orderAgain} disabled={busy !== null} aria-busy={busy === 'again' || undefined}>
          <FormattedMessage id="account.orders.orderAgain" defaultMessage="Order again" />
        </Button>
      )}
      {canCancel && (
        <Button $variant="secondary" onClick={() => setConfirmingCancel(true)} disabled={busy !== null}>
          <FormattedMessage id="account.orders.cancel" defaultMessage="Cancel order" />
        </Button>
      )}
      {order.invoice_url && (
        <AnchorButton $variant="secondary" href={order.invoice_url} target="_blank" rel="noopener">
          <FormattedMessage id="account.orders.invoice" defaultMessage="View invoice" />
          <VisuallyHidden>
            {' '}
            <FormattedMessage id="account.orders.newTab" defaultMessage="(opens in a new tab)" />
          </VisuallyHidden>
          <Arrow aria-hidden="true">↗</Arrow>
        </AnchorButton>
      )}
      {confirmingCancel && (
        <OrderCancelDialog
          orderCode={order.order_code}
          busy={busy === 'cancel'}
          onConfirm={cancel}
          onClose={() => setConfirmingCancel(false)}
        />
      )}
    </Bar>
  );
});

const Bar = styled.div`
  ${flexRow('8px', { wrap: true, align: 'center' })}
  margin-block-end: 20px;
`;

const Arrow = styled.span`
  margin-inline-start: 6px;
  ${({ theme }) => theme.direction === 'rtl' && 'transform: scaleX(-1);'}
`;
