import {
  useStores,
  useFormatMoney,
  type OrderDetails,
  type OrderRefund,
  FormattedDate,
  FormattedMessage,
  observer,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { parseDay } from '../../components/order-dates';
import { OrderPaymentBadge } from '../../components/order-payment-badge';

/** How the order is paid, whether it is, and when it should arrive. */
export const OrderPaymentInfo = observer(function OrderPaymentInfo({ order }: { order: OrderDetails }) {
  const { settings } = useStores();
  const method = settings.paymentGateways.find((g) => g.name === order.payment_method)?.title ?? order.payment_method;
  const estimated = order.order_status === 'Cancelled' ? null : parseDay(order.estimated_delivery_date);
  return (
    <Facts>
      <div>
        <dt>
          <FormattedMessage id="account.orders.paymentMethod" defaultMessage="Method" />
        </dt>
        <dd>{method}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="account.orders.paymentState" defaultMessage="Status" />
        </dt>
        <dd>
          <OrderPaymentBadge status={order.payment_status} refund={order.refund} />
        </dd>
      </div>
      {order.refund && (
        <div>
          <dt>
            <FormattedMessage id="account.orders.refund" defaultMessage="Refund" />
          </dt>
          <dd>
            <OrderRefundNote refund={order.refund} />
          </dd>
        </div>
      )}
      {estimated && (
        <div>
          <dt>
            <FormattedMessage id="account.orders.estimatedDelivery" defaultMessage="Estimated delivery" />
          </dt>
          <dd>
            <FormattedDate value={estimated} dateStyle="medium" />
          </dd>
        </div>
      )}
    </Facts>
  );
});

/** What a cancelled, paid order owes the shopper back, or paid back already. */
function OrderRefundNote({ refund }: { refund: OrderRefund }) {
  const amount = <bdi>{useFormatMoney()(refund.amount)}</bdi>;
  return (
    <span data-testid="order-refund">
      {refund.status === 'Refunded' ? (
        <FormattedMessage id="account.orders.refunded" defaultMessage="{amount} was refunded to you." values={{ amount }} />
      ) : (
        <FormattedMessage id="account.orders.refundPending" defaultMessage="{amount} will be refunded to you." values={{ amount }} />
      )}
    </span>
  );
}

const Facts = styled.dl`
  ${flexColumn('8px')}
  margin: 0;

  div {
    ${flexRow('4px 12px', { wrap: true, justify: 'space-between' })}
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;
