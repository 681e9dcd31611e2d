import { useState } from 'react';
import {
  Button,
  Price,
  effectivePrice,
  useStores,
  type Product,
  FormattedMessage,
  useIntl,
  observer,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { ProductThumb } from '../../components/product-thumb';
import { ProductTitle } from '../../components/product-title';

export const WISHLIST_IMAGE_SIZE = 96;

export interface WishlistItemProps {
  product: Product;
  /** Asks to remove it (the page confirms first). */
  onRemove: () => void;
}

/** A favourite product: image, name (the link to its details), price, Add to Cart and Remove. */
export const WishlistItem = observer(function WishlistItem({ product, onRemove }: WishlistItemProps) {
  const { basket } = useStores();
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  const amount = effectivePrice(product);
  const soldOut = product.quantity <= 0;

  const add = async () => {
    if (adding || soldOut) return;
    setAdding(true);
    try {
      // The shared cart store refuses a guest, toasts the success and shows server errors.
      await basket.add({ product_id: product.id, quantity: 1 }, product.name);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Item data-testid="wishlist-item">
      <ProductThumb src={product.thumbnail} alt={product.name} size={WISHLIST_IMAGE_SIZE} />
      <Info>
        <ProductTitle name={product.name} brand={product.brand} id={product.id} level="h2" />
        <Price amount={amount} original={amount < product.price ? product.price : null} size="sm" />
        {soldOut && (
          <Muted>
            <FormattedMessage id="product.outOfStock" defaultMessage="Out of stock" />
          </Muted>
        )}
      </Info>
      <Actions>
        <Button
          onClick={add}
          disabled={soldOut}
          aria-busy={adding || undefined}
          aria-label={intl.formatMessage(
            { id: 'account.wishlist.addToCart', defaultMessage: 'Add to Cart: {name}' },
            { name: product.name },
          )}
        >
          <FormattedMessage id="product.addToCart" defaultMessage="Add to Cart" />
        </Button>
        <Button
          $variant="secondary"
          onClick={onRemove}
          aria-label={intl.formatMessage({ id: 'wishlist.remove', defaultMessage: 'Remove {name} from wishlist' }, { name: product.name })}
        >
          <FormattedMessage id="account.wishlist.remove" defaultMessage="Remove" />
        </Button>
      </Actions>
    </Item>
  );
});

const Item = styled.li`
  display: grid;
  grid-template-columns: ${WISHLIST_IMAGE_SIZE}px minmax(0, 1fr);
  gap: 12px 16px;
  align-items: center;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: ${WISHLIST_IMAGE_SIZE}px minmax(0, 1fr) auto;
  }
`;

const Info = styled.div`
  ${flexColumn('4px', { align: 'flex-start' })}
  min-inline-size: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** Under the picture and the name on phones, at the row's end above. */
const Actions = styled.div`
  ${flexRow('8px', { wrap: true })}
  grid-column: 1 / -1;

  & > * {
    flex: 1 1 auto;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-column: auto;
    flex-direction: column;

    & > * {
      flex: none;
    }
  }
`;
