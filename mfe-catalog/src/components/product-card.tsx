import { Price, RatingStars, Skeleton, linkTo, type Product, Link, FormattedMessage, observer } from 'shared-sdk';
import styled from 'styled-components';
import { discountPercent, unitPrice } from '../data/pricing';
import { AddToCartButton } from './add-to-cart-button';
import { DiscountBadge } from './discount-badge';
import { WishlistToggle } from './wishlist-toggle';
import { Picture } from './picture';

/** The image box of every card: fixed pixel size attributes, so nothing shifts while it loads. */
export const CARD_IMAGE_SIZE = 280;

export interface ProductCardProps {
  product: Product;
  /** The name's heading level in the page outline (under a section's h2 by default). */
  headingLevel?: 2 | 3;
  /** An extra line under the price, e.g. the sale stock left. */
  footnote?: React.ReactNode;
  /**
   * Above the fold: 'high' is the page's largest picture (fetched first, never lazy), 'eager' loads
   * at once; cards further down load lazily.
   */
  imagePriority?: 'high' | 'eager' | 'lazy';
}

/**
 * A product in every list: image (lazy, fixed size), discount badge, wishlist toggle, rating, name
 * (the link to its details), price in the settings' currency, Add to cart.
 */
export const ProductCard = observer(function ProductCard({ product, headingLevel = 3, footnote, imagePriority = 'lazy' }: ProductCardProps) {
  const href = linkTo('productDetails', { id: product.id });
  const { amount, original } = unitPrice(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card data-testid="product-card">
      <Media>
        {/* The name below is the link screen readers use; the picture is a second target for the pointer. */}
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <Picture
            src={product.thumbnail}
            alt={product.name}
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imagePriority === 'high' ? 'high' : undefined}
            decoding="async"
          />
        </Link>
        <Badges>
          <DiscountBadge percent={discountPercent(product)} />
        </Badges>
        <Heart>
          <WishlistToggle product={product} />
        </Heart>
      </Media>
      <Body>
        <RatingStars rating={product.rating} count={product.total_reviews} size={14} />
        <Name as={Heading}>
          <Link to={href}>{product.name}</Link>
        </Name>
        <Price amount={amount} original={original} size="sm" />
        {footnote && <Footnote>{footnote}</Footnote>}
        {product.quantity <= 0 && !footnote && (
          <Footnote>
            <FormattedMessage id="product.outOfStock" defaultMessage="Out of stock" />
          </Footnote>
        )}
        <Actions>
          <AddToCartButton product={product} />
        </Actions>
      </Body>
    </Card>
  );
});

/** A card's shape while the list loads. */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Media>
        <Skeleton aspectRatio={1} style={{ borderRadius: 0 }} />
      </Media>
      <Body>
        <Skeleton width={90} height={14} />
        <Skeleton height={18} />
        <Skeleton width="60%" height={17} />
        <Skeleton width={80} height={22} />
        <Actions>
          <Skeleton height={38} />
        </Actions>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  transition: box-shadow 0.15s ease;

  &:hover {
    box-shadow: 0 8px 24px rgb(15 23 42 / 0.08);
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.background};

  > a {
    display: block;
    block-size: 100%;
  }

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Badges = styled.div`
  position: absolute;
  inset-block-start: 10px;
  inset-inline-start: 10px;
`;

const Heart = styled.div`
  position: absolute;
  inset-block-start: 8px;
  inset-inline-end: 8px;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 6px;
  padding: 12px;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 0.95rem;
  font-weight: 600;
  line-height: 1.35;
  /* Two lines at most, so the cards of a row line up. */
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-block-size: calc(2 * 1.35em);

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Footnote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8rem;
`;

const Actions = styled.div`
  margin-block-start: auto;
  padding-block-start: 6px;
`;
