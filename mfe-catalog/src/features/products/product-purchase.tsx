import { useState, type MouseEvent } from 'react';
import {
  Button,
  Price,
  QuantityStepper,
  UserText,
  linkTo,
  shopperActionButton,
  useSingleFlight,
  useStores,
  type ProductColor,
  type ProductDetails,
  type ProductSize,
  useNavigate,
  FormattedMessage,
  observer,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { AddToCartButton } from '../../components/add-to-cart-button';
import { DiscountBadge } from '../../components/discount-badge';
import { WishlistToggle } from '../../components/wishlist-toggle';
import { cartPayload } from '../../data/cart-payload';
import { defaultOption, percentOff, unitPrice } from '../../data/pricing';
import { ProductOptions } from './product-options';

/** What the purchase box reads of a product: an island's props are JSON in the page, so no more than this. */
export type PurchaseProduct = Pick<
  ProductDetails,
  'id' | 'name' | 'brand' | 'price' | 'discount_price' | 'quantity' | 'unit' | 'sizes' | 'colors' | 'is_favorite'
> & { shop: Pick<ProductDetails['shop'], 'id'> };

/** The purchase box's props out of the product details (the island's JSON, docs/islands.md). */
export function purchaseProduct(product: ProductDetails): PurchaseProduct {
  const { id, name, brand, price, discount_price, quantity, unit, sizes, colors, is_favorite } = product;
  return { id, name, brand, price, discount_price, quantity, unit, sizes, colors, is_favorite, shop: { id: product.shop.id } };
}

/**
 * What a shopper chooses and buys: the price with the chosen size's and colour's surcharges, the
 * options, unit and stock, the quantity (1..stock), Add to cart, Buy now and the wishlist heart.
 */
export const ProductPurchase = observer(function ProductPurchase({ product }: { product: PurchaseProduct }) {
  const navigate = useNavigate();
  const { checkout } = useStores();
  const [size, setSize] = useState<ProductSize | null>(() => defaultOption(product.sizes));
  const [color, setColor] = useState<ProductColor | null>(() => defaultOption(product.colors));
  const [quantity, setQuantity] = useState(1);
  const stock = Math.max(0, product.quantity);
  const soldOut = stock === 0;
  const { amount, original } = unitPrice(product, size, color);
  const choice = { quantity: Math.min(quantity, Math.max(1, stock)), size, color };

  const { run: buyNowOnce, busy: buying } = useSingleFlight(async () => {
    if (await checkout.buyNow(cartPayload(product, choice), product.shop.id)) navigate(linkTo('buyNow'));
  });
  const buyNow = (event: MouseEvent<HTMLButtonElement>) => {
    // The page acts, not the shopper-action form (which posts `buy-now:<id>` only without JavaScript).
    event.preventDefault();
    if (!soldOut) void buyNowOnce();
  };

  return (
    <Wrap>
      <PriceRow data-testid="purchase-price">
        <Price amount={amount} original={original} size="lg" />
        {/* Off the price shown: the surcharges are not discounted. */}
        <DiscountBadge percent={percentOff(amount, original)} />
      </PriceRow>
      <Facts>
        {product.unit && (
          <div>
            <dt>
              <FormattedMessage id="product.unit" defaultMessage="Unit" />
            </dt>
            <dd>
              <UserText>{product.unit.name}</UserText>
            </dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="product.stock" defaultMessage="Stock" />
          </dt>
          <dd data-testid="product-stock">
            {soldOut ? (
              <Out>
                <FormattedMessage id="product.outOfStock" defaultMessage="Out of stock" />
              </Out>
            ) : (
              <FormattedMessage
                id="product.inStock"
                defaultMessage="{count, plural, one {# in stock} other {# in stock}}"
                values={{ count: stock }}
              />
            )}
          </dd>
        </div>
        {product.brand && (
          <div>
            <dt>
              <FormattedMessage id="product.brand" defaultMessage="Brand" />
            </dt>
            <dd>
              <UserText>{product.brand}</UserText>
            </dd>
          </div>
        )}
      </Facts>
      <ProductOptions sizes={product.sizes} colors={product.colors} size={size} color={color} onSize={setSize} onColor={setColor} />
      <QuantityStepper value={choice.quantity} min={1} max={Math.max(1, stock)} onChange={setQuantity} disabled={soldOut} />
      <Buttons>
        <AddToCartButton product={product} choice={choice} size="large" />
        <Button
          {...shopperActionButton('buy-now', product.id)}
          onClick={buyNow}
          disabled={soldOut}
          aria-busy={buying || undefined}
          style={{ minBlockSize: 46 }}
        >
          <FormattedMessage id="product.buyNow" defaultMessage="Buy Now" />
        </Button>
        <WishlistToggle product={product} variant="outline" />
      </Buttons>
    </Wrap>
  );
});

const Wrap = styled.div`
  ${flexColumn('18px')}
`;

const PriceRow = styled.div`
  ${flexRow('12px', { wrap: true, align: 'center' })}
`;

const Facts = styled.dl`
  ${flexRow('8px 24px', { wrap: true })}
  margin: 0;

  div {
    ${flexRow('6px')}
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

const Out = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Buttons = styled.div`
  ${flexRow('10px', { wrap: true })}

  > button:not(:last-child) {
    flex: 1 1 160px;
  }
`;
