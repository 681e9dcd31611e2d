import type { ReactNode } from 'react';
import { Button, useFormatMoney, type CheckoutSummary, FormattedMessage, observer, flexColumn, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { Card } from './checkout-layout';

export interface OrderSummaryProps {
  /** The selected shops' totals (the checkout store) or the buy-now line's (checkout.buyNowSummary). */
  summary: CheckoutSummary;
  onPlaceOrder: () => void;
  /** The order is being placed: the button is disabled and busy. */
  placing: boolean;
  /** The order cannot be placed now (totals loading, no payment method). */
  disabled?: boolean;
}

/** Subtotal, delivery, voucher discount, tax and the total payable, then Place Order. */
export const OrderSummary = observer(function OrderSummary({ summary, onPlaceOrder, placing, disabled = false }: OrderSummaryProps) {
  const format = useFormatMoney();
  const discount = Number(summary.coupon_discount) || 0;
  return (
    <Card aria-labelledby="checkout-summary-heading">
      <H2 id="checkout-summary-heading">
        <FormattedMessage id="cart.checkout.summaryTitle" defaultMessage="Order Summary" />
      </H2>
      <Rows data-testid="order-summary">
        <Row label={<FormattedMessage id="cart.checkout.subtotal" defaultMessage="Subtotal" />} value={format(summary.total_amount)} />
        <Row
          label={<FormattedMessage id="cart.checkout.deliveryCharge" defaultMessage="Delivery Charge" />}
          value={format(summary.delivery_charge)}
        />
        <Row
          label={<FormattedMessage id="cart.checkout.voucherDiscount" defaultMessage="Voucher Discount" />}
          value={discount > 0 ? `-${format(discount)}` : format(0)}
          highlight={discount > 0}
        />
        <Row label={<FormattedMessage id="cart.checkout.tax" defaultMessage="Tax" />} value={format(summary.order_tax_amount)} />
        <Row
          total
          label={<FormattedMessage id="cart.checkout.totalPayable" defaultMessage="Total Payable" />}
          value={format(summary.payable_amount)}
        />
      </Rows>
      <PlaceButton onClick={onPlaceOrder} disabled={placing || disabled} aria-busy={placing || undefined}>
        <FormattedMessage id="cart.checkout.placeOrder" defaultMessage="Place Order" />
      </PlaceButton>
    </Card>
  );
});

function Row({
  label,
  value,
  total = false,
  highlight = false,
}: {
  label: ReactNode;
  value: string;
  total?: boolean;
  highlight?: boolean;
}) {
  return (
    <RowBox $total={total}>
      <dt>{label}</dt>
      <Value $highlight={highlight}>
        <bdi>{value}</bdi>
      </Value>
    </RowBox>
  );
}

const H2 = styled.h2`
  margin-block: 0 12px;
  font-size: 1.1rem;
`;

const Rows = styled.dl`
  ${flexColumn('8px')}
  margin-block: 0 16px;
`;

const RowBox = styled.div<{ $total: boolean }>`
  ${flexRow('12px', { justify: 'space-between' })}

  dt {
    color: ${({ $total, theme }) => ($total ? theme.colors.text : theme.colors.muted)};
  }

  ${({ $total, theme }) =>
    $total &&
    `
    margin-block-start: 4px;
    padding-block-start: 12px;
    border-block-start: 1px solid ${theme.colors.border};
    font-size: 1.1rem;
    font-weight: 700;
  `}
`;

const Value = styled.dd<{ $highlight: boolean }>`
  margin: 0;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ $highlight, theme }) => ($highlight ? '#15803d' : theme.colors.text)};
`;

const PlaceButton = styled(Button)`
  inline-size: 100%;
  min-block-size: 46px;
  font-size: 1rem;
`;
