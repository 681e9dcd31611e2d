import type { ReactNode } from 'react';
import { useFormatMoney, type OrderDetails, FormattedMessage, observer, flexColumn, flexRow } from 'shared-sdk';
import styled from 'styled-components';

type Amounts = Pick<OrderDetails, 'total_amount' | 'discount' | 'coupon_discount' | 'delivery_charge' | 'tax_amount' | 'payable_amount'>;

/** What the order cost: the lines at list price, what discounts and the voucher took off, delivery, tax, and the total paid. */
export const OrderAmounts = observer(function OrderAmounts({ order }: { order: Amounts }) {
  const money = useFormatMoney();
  const minus = (amount: number) => (amount > 0 ? `−${money(amount)}` : money(amount));
  const rows: [string, ReactNode, string][] = [
    ['subtotal', <FormattedMessage key="l" id="account.orders.subtotal" defaultMessage="Subtotal" />, money(order.total_amount)],
    ['discount', <FormattedMessage key="l" id="account.orders.discount" defaultMessage="Discount" />, minus(order.discount)],
    [
      'coupon',
      <FormattedMessage key="l" id="account.orders.couponDiscount" defaultMessage="Coupon discount" />,
      minus(order.coupon_discount),
    ],
    [
      'delivery',
      <FormattedMessage key="l" id="account.orders.deliveryCharge" defaultMessage="Delivery charge" />,
      money(order.delivery_charge),
    ],
    ['tax', <FormattedMessage key="l" id="account.orders.tax" defaultMessage="Tax" />, money(order.tax_amount)],
  ];
  return (
    <List data-testid="order-amounts">
      {rows.map(([key, label, value]) => (
        <Row key={key}>
          <dt>{label}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </Row>
      ))}
      <Total>
        <dt>
          <FormattedMessage id="account.orders.payable" defaultMessage="Total" />
        </dt>
        <dd>
          <bdi>{money(order.payable_amount)}</bdi>
        </dd>
      </Total>
    </List>
  );
});

const List = styled.dl`
  ${flexColumn('8px')}
  margin: 0;
`;

const Row = styled.div`
  ${flexRow('16px', { justify: 'space-between' })}

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled(Row)`
  padding-block-start: 8px;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 1.125rem;
  font-weight: 700;

  dt {
    color: ${({ theme }) => theme.colors.text};
  }
`;
