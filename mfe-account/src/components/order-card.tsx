import { Price, linkTo, type Order, Link, FormattedDate, FormattedMessage, FormattedNumber, flexColumn, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { OrderPaymentBadge } from './order-payment-badge';
import { OrderStatusBadge } from './order-status-badge';

export interface OrderCardProps {
  order: Order;
  /** The order code's heading level in the page outline. */
  headingLevel?: 2 | 3;
}

/** One order of a list: its code (the link to its details), status, placed date, quantity, amount and payment. */
export function OrderCard({ order, headingLevel = 2 }: OrderCardProps) {
  return (
    <Card data-testid="order-card">
      <Top>
        <Code as={headingLevel === 3 ? 'h3' : 'h2'}>
          <Link to={linkTo('orderDetails', { id: order.id })}>
            <FormattedMessage id="account.orders.code" defaultMessage="Order #{code}" values={{ code: order.order_code }} />
          </Link>
        </Code>
        <OrderStatusBadge status={order.order_status} />
      </Top>
      <Facts>
        <div>
          <dt>
            <FormattedMessage id="account.orders.placedOn" defaultMessage="Placed on" />
          </dt>
          <dd>
            <FormattedDate value={order.placed_at} dateStyle="medium" />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="account.orders.quantity" defaultMessage="Quantity" />
          </dt>
          <dd>
            <FormattedNumber value={order.quantity} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="account.orders.amount" defaultMessage="Amount" />
          </dt>
          <dd>
            <Price amount={order.amount} size="sm" />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="account.orders.paymentStatus" defaultMessage="Payment" />
          </dt>
          <dd>
            <OrderPaymentBadge status={order.payment_status} refund={order.refund} />
          </dd>
        </div>
      </Facts>
    </Card>
  );
}

export const Card = styled.article`
  ${flexColumn('12px')}
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Top = styled.div`
  ${flexRow('8px 16px', { wrap: true, align: 'center', justify: 'space-between' })}
`;

const Code = styled.h2`
  margin: 0;
  font-size: 1rem;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primaryScale[700]};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

/** Four facts side by side on wide screens, two by two on phones. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px 16px;
  margin: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  dt {
    margin-block-end: 2px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8125rem;
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;
