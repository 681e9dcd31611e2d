import {
  Skeleton,
  VisuallyHidden,
  formatDiscount,
  useFormatMoney,
  useStores,
  type Coupon,
  FormattedMessage,
  useIntl,
  observer,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';

export interface VoucherCardProps {
  voucher: Coupon;
  /** Collected by this shopper (the server's is_collected, or a collect just now). */
  collected: boolean;
  /** Its collect request is in flight. */
  collecting: boolean;
  onCollect: (voucher: Coupon) => void;
}

/**
 * One voucher: its discount (a percentage with a percent sign, else an amount in the
 * settings' currency), code, minimum spend, cap, validity, and Collect (once only; then a
 * disabled 'Collected').
 */
export const VoucherCard = observer(function VoucherCard({ voucher, collected, collecting, onCollect }: VoucherCardProps) {
  const intl = useIntl();
  const { settings } = useStores();
  const format = useFormatMoney();
  const discount = formatDiscount(voucher.discount, voucher.discount_type, { ...settings.currency, locale: settings.locale });
  const validUntil = formatDate(intl, voucher.validity);
  const headingId = `voucher-${voucher.id}`;
  return (
    <Card data-testid="voucher-card" aria-labelledby={headingId} $collected={collected}>
      <Stub>
        <Amount id={headingId}>
          <FormattedMessage id="cart.voucher.off" defaultMessage="{discount} off" values={{ discount: <bdi key="d">{discount}</bdi> }} />
        </Amount>
        <Code>
          <FormattedMessage id="cart.voucher.code" defaultMessage="Code" />: <bdi>{voucher.code}</bdi>
        </Code>
      </Stub>
      <Body>
        <Facts>
          <div>
            <dt>
              <FormattedMessage id="cart.voucher.minSpend" defaultMessage="Min. spend" />
            </dt>
            <dd>
              <bdi>{format(voucher.min_order_amount)}</bdi>
            </dd>
          </div>
          {voucher.max_discount_amount !== null && voucher.max_discount_amount > 0 && (
            <div>
              <dt>
                <FormattedMessage id="cart.voucher.maxDiscount" defaultMessage="Max. discount" />
              </dt>
              <dd>
                <bdi>{format(voucher.max_discount_amount)}</bdi>
              </dd>
            </div>
          )}
          {validUntil && (
            <div>
              <dt>
                <FormattedMessage id="cart.voucher.validUntil" defaultMessage="Valid until" />
              </dt>
              <dd>
                <time dateTime={voucher.validity}>{validUntil}</time>
              </dd>
            </div>
          )}
        </Facts>
        <Collect
          type="button"
          $collected={collected}
          // aria-disabled, not disabled: the button keeps focus, so a keyboard user hears it turn 'Collected'.
          aria-disabled={collected || collecting || undefined}
          aria-busy={collecting || undefined}
          onClick={() => {
            if (!collected && !collecting) onCollect(voucher);
          }}
        >
          {collected ? (
            <FormattedMessage id="cart.voucher.collected" defaultMessage="Collected" />
          ) : (
            <FormattedMessage id="cart.voucher.collect" defaultMessage="Collect" />
          )}
          <VisuallyHidden>: {voucher.code}</VisuallyHidden>
        </Collect>
      </Body>
    </Card>
  );
});

function formatDate(intl: ReturnType<typeof useIntl>, value: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return '';
  return intl.formatDate(date, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A card's shape while the list loads. */
export function VoucherCardSkeleton() {
  return (
    <Card aria-hidden="true" $collected={false}>
      <Stub>
        <Skeleton width={90} height={22} />
        <Skeleton width={70} height={12} />
      </Stub>
      <Body>
        <Skeleton width="70%" height={12} />
        <Skeleton width="50%" height={12} />
        <Skeleton width={96} height={36} />
      </Body>
    </Card>
  );
}

const Card = styled.li<{ $collected: boolean }>`
  display: flex;
  flex-wrap: wrap;
  border: 1px solid ${({ theme }) => theme.colors.primaryScale[200]};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  opacity: ${({ $collected }) => ($collected ? 0.85 : 1)};
`;

const Stub = styled.div`
  display: flex;
  flex: 1 1 96px;
  flex-direction: column;
  justify-content: center;
  gap: 4px;
  padding: 14px;
  border-inline-end: 2px dashed ${({ theme }) => theme.colors.primaryScale[200]};
  background: ${({ theme }) => theme.colors.primaryScale[50]};
`;

const Amount = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryScale[700]};
  font-size: 1.2rem;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Code = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  display: flex;
  flex: 3 1 190px;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
  padding: 14px;
`;

const Facts = styled.dl`
  ${flexColumn('2px')}
  margin: 0;
  font-size: 0.85rem;

  div {
    ${flexRow('4px', { wrap: true })}
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Collect = styled.button<{ $collected: boolean }>`
  min-block-size: 36px;
  padding-block: 0.4rem;
  padding-inline: 1.1rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $collected, theme }) => ($collected ? theme.colors.surface : theme.colors.primary)};
  color: ${({ $collected, theme }) => ($collected ? theme.colors.primaryScale[700] : '#fff')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.primaryScale[600]};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;
