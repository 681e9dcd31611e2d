import { FormattedMessage } from 'shared-sdk';
import styled from 'styled-components';

/**
 * A flash-sale product's stock left (the API gives the sale stock as the product's quantity while the
 * sale runs): a card's footnote line, one element.
 */
export function SaleStock({ left }: { left: number }) {
  if (left <= 0) {
    return (
      <Line>
        <FormattedMessage id="flashSale.soldOut" defaultMessage="Sold out" />
      </Line>
    );
  }
  return (
    <Line $low={left <= 5}>
      <FormattedMessage id="flashSale.left" defaultMessage="{count, plural, one {# left} other {# left}}" values={{ count: left }} />
    </Line>
  );
}

const Line = styled.p<{ $low?: boolean }>`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ $low, theme }) => ($low ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $low }) => ($low ? 700 : 400)};
`;
