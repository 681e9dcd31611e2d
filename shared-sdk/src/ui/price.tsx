import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { css } from 'styled-components';
import { formatMoney, formatSignedMoney } from '../money/format-money';
import { useStores } from '../stores/store-context';
import { VisuallyHidden } from './visually-hidden';

/** Formats amounts with the settings' currency symbol and position, grouped for the current locale. */
export function useFormatMoney(): (amount: number | string | null | undefined) => string {
  const { settings } = useStores();
  const { symbol, position } = settings.currency;
  const locale = settings.locale;
  return useCallback((amount) => formatMoney(amount, { symbol, position, locale }), [symbol, position, locale]);
}

export type PriceSize = 'sm' | 'md' | 'lg';

export interface PriceProps {
  /** What the shopper pays. */
  amount: number;
  /** The price before a discount, shown struck through when it is higher than `amount`. */
  original?: number | null;
  size?: PriceSize;
  /** Writes the sign ('+$4.00' for a surcharge, '-$2.00' for a discount). */
  signed?: boolean;
}

/**
 * A price in the settings' currency (symbol before or after, 2 decimals: docs/product.md#limits), with the price
 * before the discount struck through. Screen readers hear which is which. Few elements: a card holds one.
 */
export const Price = observer(function Price({ amount, original, size = 'md', signed = false }: PriceProps) {
  const { settings } = useStores();
  const currency = { symbol: settings.currency.symbol, position: settings.currency.position, locale: settings.locale };
  const format = (value: number | null | undefined) => (signed ? formatSignedMoney : formatMoney)(value, currency);
  const discounted = original !== undefined && original !== null && Number(original) > amount;
  return (
    <Wrap $size={size}>
      <Current dir="ltr">
        {discounted && (
          <VisuallyHidden>
            <FormattedMessage id="price.current" defaultMessage="Price:" />{' '}
          </VisuallyHidden>
        )}
        {format(amount)}
      </Current>
      {discounted && (
        <Original dir="ltr">
          <VisuallyHidden>
            <FormattedMessage id="price.original" defaultMessage="Original price:" />{' '}
          </VisuallyHidden>
          {format(original)}
        </Original>
      )}
    </Wrap>
  );
});

const SIZES: Record<PriceSize, string> = { sm: '0.95rem', md: '1.1rem', lg: '1.6rem' };

const Wrap = styled.span<{ $size: PriceSize }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 8px;
  ${({ $size }) => css`
    font-size: ${SIZES[$size]};
  `}
`;

// Each amount is isolated left to right from the text around it: a right-to-left page keeps '$13.19'
// whole and a sign where it belongs ('+$4.00', not '$4.00+'). Amounts read the same in both directions.
const Current = styled.bdi`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

const Original = styled.del`
  unicode-bidi: isolate;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8em;
`;
