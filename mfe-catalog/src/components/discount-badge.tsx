import { FormattedMessage } from 'shared-sdk';
import styled from 'styled-components';

/** '-20%' on a product image; nothing without a discount. `className` places it (over a card's image). */
export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  if (!(percent > 0)) return null;
  return (
    <Badge className={className}>
      <FormattedMessage id="product.discountBadge" defaultMessage="-{percent}%" values={{ percent }} />
    </Badge>
  );
}

const Badge = styled.span`
  display: inline-block;
  padding-block: 2px;
  padding-inline: 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
  unicode-bidi: isolate;
  direction: ltr;
`;
