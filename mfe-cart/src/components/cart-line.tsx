import {
  Price,
  QuantityStepper,
  Skeleton,
  VisuallyHidden,
  effectivePrice,
  lineTotal,
  linkTo,
  useFormatMoney,
  type CartProduct,
  Link,
  FormattedMessage,
  useIntl,
  observer,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { LineStepper, RemoveLineButton } from './line-stepper';
import { headingLinkStyles } from './heading-link-styles';

/** The thumbnail's box, in pixels (fixed width and height, so nothing shifts while it loads). */
export const CART_THUMB_SIZE = 72;

/**
 * The stepper's upper bound. A cart line carries no stock: the server refuses an increment beyond
 * it with its own message, so this only keeps a typed number reasonable.
 */
const LINE_MAX = 999;

export interface CartLineProps {
  line: CartProduct;
  /** Another change is in flight (or the cart is loading): the controls wait. */
  disabled: boolean;
  /** Asks for a new quantity; the drawer turns it into increments or decrements. */
  onQuantity: (line: CartProduct, quantity: number) => void;
  onRemove: (line: CartProduct) => void;
  /** A link inside the drawer was followed: the drawer closes. */
  onNavigate: () => void;
}

/** A line's picture: `thumbnail`, else the first of `thumbnails` (docs/api.md#cart-and-vouchers). */
export function lineThumbnail(line: CartProduct): string {
  return line.thumbnail || line.thumbnails?.[0]?.thumbnail || '';
}

/**
 * One basket line: picture, brand, name (the link to its details), size and colour, unit price (the
 * list price struck through when discounted), quantity stepper, line total and Remove.
 */
export const CartLine = observer(function CartLine({ line, disabled, onQuantity, onRemove, onNavigate }: CartLineProps) {
  const intl = useIntl();
  const format = useFormatMoney();
  const href = linkTo('productDetails', { id: line.id });
  const unit = effectivePrice(line);
  const thumbnail = lineThumbnail(line);
  const options = [line.size?.name, line.color?.name].filter(Boolean).join(' / ');
  return (
    <Item data-testid="cart-line">
      <Thumb to={href} onClick={onNavigate} tabIndex={-1} aria-hidden="true">
        {thumbnail ? (
          <img src={thumbnail} alt={line.name} width={CART_THUMB_SIZE} height={CART_THUMB_SIZE} loading="lazy" decoding="async" />
        ) : (
          <Blank />
        )}
      </Thumb>
      <Details>
        {line.brand && (
          <Brand>
            <bdi>{line.brand}</bdi>
          </Brand>
        )}
        <Name>
          <Link to={href} onClick={onNavigate}>
            <bdi>{line.name}</bdi>
          </Link>
        </Name>
        {options && (
          <Options>
            {line.size && (
              <span>
                <FormattedMessage id="product.size" defaultMessage="Size" />: <bdi>{line.size.name}</bdi>
              </span>
            )}
            {line.color && (
              <span>
                <FormattedMessage id="product.color" defaultMessage="Colour" />: <bdi>{line.color.name}</bdi>
              </span>
            )}
          </Options>
        )}
        <Price amount={unit} original={Number(line.discount_price) > 0 ? line.price : null} size="sm" />
        <Controls>
          <LineStepper>
            <QuantityStepper
              value={line.quantity}
              // A decrement at one takes the line out (the server answers 'product removed from cart').
              min={0}
              max={Math.max(LINE_MAX, line.quantity + 1)}
              label={intl.formatMessage({ id: 'cart.drawer.quantityOf', defaultMessage: 'Quantity of {name}' }, { name: line.name })}
              disabled={disabled}
              onChange={(quantity) => onQuantity(line, quantity)}
            />
          </LineStepper>
          <Total data-testid="cart-line-total">
            <Muted>
              <FormattedMessage id="cart.drawer.lineTotal" defaultMessage="Total" />
            </Muted>
            <bdi>{format(lineTotal(line))}</bdi>
          </Total>
        </Controls>
        <RemoveLineButton type="button" disabled={disabled} onClick={() => onRemove(line)}>
          <FormattedMessage id="cart.drawer.remove" defaultMessage="Remove" />
          <VisuallyHidden>: {line.name}</VisuallyHidden>
        </RemoveLineButton>
      </Details>
    </Item>
  );
});

/** A line's shape while the basket loads. */
export function CartLineSkeleton() {
  return (
    <Item aria-hidden="true">
      <Skeleton width={CART_THUMB_SIZE} height={CART_THUMB_SIZE} />
      <Details>
        <Skeleton width="40%" height={12} />
        <Skeleton height={16} />
        <Skeleton width={80} height={16} />
        <Skeleton width={140} height={40} />
      </Details>
    </Item>
  );
}

const Item = styled.li`
  ${flexRow('12px')}
  padding-block: 12px;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const Thumb = styled(Link)`
  flex: none;
  inline-size: ${CART_THUMB_SIZE}px;
  block-size: ${CART_THUMB_SIZE}px;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Blank = styled.span`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  background: ${({ theme }) => theme.colors.border};
`;

const Details = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  min-inline-size: 0;
`;

const Brand = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.75rem;
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

const Name = styled.h4`
  margin: 0;
  font-size: 0.95rem;
  font-weight: 600;
  line-height: 1.35;
  overflow-wrap: anywhere;

  ${headingLinkStyles}
`;

const Options = styled.p`
  ${flexRow('2px 12px', { wrap: true })}
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8rem;
`;

const Controls = styled.div`
  ${flexRow('8px 12px', { wrap: true, align: 'flex-end', justify: 'space-between' })}
  inline-size: 100%;
  margin-block-start: 4px;
`;

const Total = styled.span`
  ${flexColumn(undefined, { align: 'flex-end' })}
  font-weight: 700;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.75rem;
  font-weight: 400;
`;
