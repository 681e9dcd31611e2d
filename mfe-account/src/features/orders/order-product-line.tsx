import {
  Button,
  Price,
  RatingStars,
  UserText,
  VisuallyHidden,
  effectivePrice,
  type OrderProduct,
  FormattedMessage,
  FormattedNumber,
  useIntl,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { ProductThumb } from '../../components/product-thumb';
import { ProductTitle } from '../../components/product-title';

export const THUMBNAIL_SIZE = 72;

export interface OrderProductLineProps {
  product: OrderProduct;
  /** Given when the shopper may review this product now (a delivered order, not yet rated). */
  onReview?: () => void;
}

/**
 * A line as bought: thumbnail, name (a link while the product exists), brand, size and colour,
 * quantity, the unit price (discount_price when above 0, the list price struck through), and the
 * shopper's review of it, or the way to write one.
 */
export function OrderProductLine({ product, onReview }: OrderProductLineProps) {
  const intl = useIntl();
  const amount = effectivePrice(product);
  const original = amount < product.price ? product.price : null;
  return (
    <Line data-testid="order-product">
      <ProductThumb src={product.thumbnail} alt={product.name} size={THUMBNAIL_SIZE} />
      <Info>
        <ProductTitle name={product.name} brand={product.brand} id={product.id} level="h3" />
        <Options>
          {product.size && (
            <span>
              <FormattedMessage
                id="account.orders.size"
                defaultMessage="Size: {size}"
                values={{ size: <UserText>{product.size.name}</UserText> }}
              />
            </span>
          )}
          {product.color && (
            <span>
              <FormattedMessage
                id="account.orders.color"
                defaultMessage="Colour: {color}"
                values={{ color: <UserText>{product.color.name}</UserText> }}
              />
            </span>
          )}
          <span>
            <FormattedMessage
              id="account.orders.qty"
              defaultMessage="Qty: {quantity}"
              values={{ quantity: <FormattedNumber value={product.order_qty} /> }}
            />
          </span>
        </Options>
        {product.rating !== null && (
          <Rated>
            <VisuallyHidden>
              <FormattedMessage id="account.orders.yourRating" defaultMessage="Your rating:" />{' '}
            </VisuallyHidden>
            <RatingStars rating={product.rating} size={14} />
          </Rated>
        )}
      </Info>
      <End>
        <Price amount={amount} original={original} size="sm" />
        {onReview && (
          <Button
            $variant="secondary"
            onClick={onReview}
            aria-label={intl.formatMessage(
              { id: 'account.orders.writeReviewFor', defaultMessage: 'Write a review: {name}' },
              { name: product.name },
            )}
          >
            <FormattedMessage id="account.orders.writeReview" defaultMessage="Write a review" />
          </Button>
        )}
      </End>
    </Line>
  );
}

const Line = styled.li`
  display: grid;
  grid-template-columns: ${THUMBNAIL_SIZE}px minmax(0, 1fr);
  gap: 12px 16px;
  align-items: start;
  padding-block: 12px;

  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: ${THUMBNAIL_SIZE}px minmax(0, 1fr) auto;
  }
`;

const Info = styled.div`
  ${flexColumn('4px')}
  min-inline-size: 0;
`;

const Options = styled.div`
  ${flexRow('4px 12px', { wrap: true })}
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Rated = styled.div`
  margin-block-start: 2px;
`;

/** Price and review button: under the details on phones (beside the thumbnail's column), at the row's end above. */
const End = styled.div`
  ${flexRow('8px', { wrap: true, align: 'center', justify: 'space-between' })}
  grid-column: 2;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-column: auto;
    flex-direction: column;
    align-items: flex-end;
    justify-content: flex-start;
  }
`;
