import { useId } from 'react';
import {
  Price,
  VisuallyHidden,
  effectivePrice,
  lineTotal,
  linkTo,
  useFormatMoney,
  type CartProduct,
  type CartShopGroup,
  Link,
  FormattedMessage,
  observer,
  useStores,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { ShortLineControls } from './short-line-controls';

const THUMB = 64;

/** The checkout's lines grouped by shop, each group under its shop's name. */
export function CheckoutShopGroups({ groups }: { groups: CartShopGroup[] }) {
  return (
    <Groups>
      {groups.map((group) => (
        <li key={group.shop_id}>
          <ShopName>
            <Link to={linkTo('shopDetails', { id: group.shop_id })}>
              <bdi>{group.shop_name}</bdi>
            </Link>
          </ShopName>
          <CheckoutLines products={group.products} />
        </li>
      ))}
    </Groups>
  );
}

/** The lines of one shop, or the buy-now line (`buyNow`). */
export function CheckoutLines({ products, buyNow = false }: { products: CartProduct[]; buyNow?: boolean }) {
  return (
    <Lines>
      {products.map((product) => (
        <CheckoutLine key={product.id} product={product} buyNow={buyNow} />
      ))}
    </Lines>
  );
}

/**
 * A line: thumbnail, name, size and colour, quantity, the unit price (discount_price when above 0,
 * else price, with the price struck through) and the line total (2 decimals). A line Place Order
 * found short of stock is marked, and its quantity becomes a control (ShortLineControls).
 */
export const CheckoutLine = observer(function CheckoutLine({ product, buyNow = false }: { product: CartProduct; buyNow?: boolean }) {
  const { checkout } = useStores();
  const format = useFormatMoney();
  const nameId = useId();
  const thumbnail = product.thumbnail || product.thumbnails?.[0]?.thumbnail || '';
  const unit = effectivePrice(product);
  const shortage = checkout.stockShortageOf(product.id, buyNow);
  return (
    <Line data-testid="checkout-line" $short={shortage !== null && product.quantity > shortage.available}>
      {thumbnail ? (
        <Thumb src={thumbnail} alt={product.name} width={THUMB} height={THUMB} loading="lazy" />
      ) : (
        <Blank role="img" aria-label={product.name} />
      )}
      <Info>
        <Name id={nameId}>
          <bdi>{product.name}</bdi>
        </Name>
        {(product.size || product.color) && (
          <Options>
            {product.size && (
              <span>
                <FormattedMessage id="cart.checkout.size" defaultMessage="Size: {size}" values={{ size: <bdi>{product.size.name}</bdi> }} />
              </span>
            )}
            {product.color && (
              <span>
                <FormattedMessage
                  id="cart.checkout.color"
                  defaultMessage="Colour: {color}"
                  values={{ color: <bdi>{product.color.name}</bdi> }}
                />
              </span>
            )}
          </Options>
        )}
        <Unit>
          <Price amount={unit} original={unit < Number(product.price) ? Number(product.price) : null} size="sm" />
          {!shortage && (
            <Qty>
              <FormattedMessage id="cart.checkout.quantity" defaultMessage="Qty: {quantity}" values={{ quantity: product.quantity }} />
            </Qty>
          )}
        </Unit>
        {shortage && <ShortLineControls product={product} shortage={shortage} buyNow={buyNow} labelledBy={nameId} />}
      </Info>
      <Total>
        <VisuallyHidden>
          <FormattedMessage id="cart.checkout.lineTotal" defaultMessage="Line total:" />{' '}
        </VisuallyHidden>
        <bdi>{format(lineTotal(product))}</bdi>
      </Total>
    </Line>
  );
});

const Groups = styled.ul`
  ${flexColumn('16px')}
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ShopName = styled.h3`
  margin-block: 0 8px;
  font-size: 1rem;

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A line still short of stock carries a mark on its inline-start edge, beside its words.
const Line = styled.li<{ $short: boolean }>`
  display: grid;
  grid-template-columns: ${THUMB}px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: start;
  padding-block: 10px;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $short, theme }) =>
    $short
      ? `
    padding-inline-start: 10px;
    border-inline-start: 4px solid ${theme.colors.danger};
  `
      : ''}
`;

const Thumb = styled.img`
  display: block;
  inline-size: ${THUMB}px;
  block-size: ${THUMB}px;
  object-fit: cover;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.background};
`;

const Blank = styled.span`
  display: block;
  inline-size: ${THUMB}px;
  block-size: ${THUMB}px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.border};
`;

const Info = styled.div`
  ${flexColumn('4px')}
  min-inline-size: 0;
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Options = styled.span`
  ${flexRow('2px 12px', { wrap: true })}
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Unit = styled.span`
  ${flexRow('4px 12px', { wrap: true, align: 'baseline' })}
`;

const Qty = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Total = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;
