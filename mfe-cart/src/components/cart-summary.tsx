import type { ReactNode } from 'react';
import { Skeleton, SkeletonRegion, useFormatMoney, useStores, FormattedMessage, observer, flexColumn, flexRow } from 'shared-sdk';
import styled from 'styled-components';

/**
 * The checkout summary of the selected shops, as the server worked it out (POST /cart/checkout):
 * subtotal, delivery, voucher discount, tax and what is payable. Skeletons while it loads.
 */
export const CartSummary = observer(function CartSummary() {
  const { checkout } = useStores();
  const format = useFormatMoney();
  const rows: { key: string; label: ReactNode; amount: number; discount?: boolean }[] = [
    { key: 'subtotal', label: <FormattedMessage id="cart.drawer.subtotal" defaultMessage="Subtotal" />, amount: checkout.total_amount },
    {
      key: 'delivery',
      label: <FormattedMessage id="cart.drawer.delivery" defaultMessage="Delivery charge" />,
      amount: checkout.delivery_charge,
    },
    {
      key: 'discount',
      label: <FormattedMessage id="cart.drawer.voucherDiscount" defaultMessage="Voucher discount" />,
      amount: checkout.coupon_discount,
      discount: true,
    },
    { key: 'tax', label: <FormattedMessage id="cart.drawer.tax" defaultMessage="Tax" />, amount: checkout.order_tax_amount },
  ];
  const body = (
    <List data-testid="cart-summary">
      {rows.map((row) => (
        <Row key={row.key}>
          <dt>{row.label}</dt>
          <dd>
            {checkout.isLoadingCheckout ? (
              <Skeleton width={64} height={14} />
            ) : (
              <bdi>{row.discount && row.amount > 0 ? `−${format(row.amount)}` : format(row.amount)}</bdi>
            )}
          </dd>
        </Row>
      ))}
      <Row $total>
        <dt>
          <FormattedMessage id="cart.drawer.payable" defaultMessage="Total payable" />
        </dt>
        <dd data-testid="cart-summary-payable">
          {checkout.isLoadingCheckout ? <Skeleton width={84} height={18} /> : <bdi>{format(checkout.payable_amount)}</bdi>}
        </dd>
      </Row>
    </List>
  );
  return checkout.isLoadingCheckout ? <SkeletonRegion>{body}</SkeletonRegion> : body;
});

const List = styled.dl`
  ${flexColumn('6px')}
  margin: 0;
`;

const Row = styled.div<{ $total?: boolean }>`
  ${flexRow('12px', { align: 'center', justify: 'space-between' })}
  min-block-size: 1.4em;
  ${({ $total, theme }) =>
    $total
      ? `
    margin-block-start: 4px;
    padding-block-start: 8px;
    border-block-start: 1px solid ${theme.colors.border};
    font-size: 1.05rem;
    font-weight: 700;
  `
      : `
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  `}

  dt,
  dd {
    margin: 0;
  }

  dd {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ $total }) => ($total ? 700 : 600)};
  }
`;
