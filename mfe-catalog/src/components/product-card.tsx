import { Price, RatingStars, Skeleton, linkTo, type Product, Link, FormattedMessage, observer, readyInView } from 'shared-sdk';
import styled, { css } from 'styled-components';
import { discountPercent, unitPrice } from '../data/pricing';
import { AddToCartButton } from './add-to-cart-button';
import { imageLoading, type ImagePriority } from './deferred-list';
import { DiscountBadge } from './discount-badge';
import { WishlistToggle } from './wishlist-toggle';
import { Picture } from './picture';

/** The image box of every card: fixed pixel size attributes, so nothing shifts while it loads. */
export const CARD_IMAGE_SIZE = 280;

export interface ProductCardProps {
  product: Product;
  /** The name's heading level in the page outline (under a section's h2 by default). */
  headingLevel?: 2 | 3;
  /** An extra line under the price, e.g. the sale stock left: one block element of its own (a `p`). */
  footnote?: React.ReactNode;
  /**
   * Above the fold: 'high' is the page's largest picture (fetched first, never lazy), 'eager' loads
   * at once; cards further down load lazily.
   */
  imagePriority?: ImagePriority;
}

/**
 * A product in every list: image (lazy, fixed size), discount badge, wishlist toggle, rating, name
 * (the link to its details), price in the settings' currency, Add to cart. A list shows dozens of
 * cards, so a card has no wrapper that does nothing: the badge and the heart sit on the image by
 * the card's own positioning, and the name's link covers the picture too (one link, no second one
 * hidden from screen readers).
 */
export const ProductCard = observer(function ProductCard({
  product,
  headingLevel = 3,
  footnote,
  imagePriority = 'lazy',
}: ProductCardProps) {
  const href = linkTo('productDetails', { id: product.id });
  const { amount, original } = unitPrice(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card data-testid="product-card" $footnote={Boolean(footnote) || product.quantity <= 0}>
      <Media
        src={product.thumbnail}
        alt={product.name}
        width={CARD_IMAGE_SIZE}
        height={CARD_IMAGE_SIZE}
        {...imageLoading(imagePriority)}
        decoding="async"
      />
      <Badge percent={discountPercent(product)} />
      <Heart product={product} />
      <RatingStars rating={product.rating} count={product.total_reviews} size={RATING_HEIGHT} />
      <Name as={Heading}>
        {/* dir="auto" isolates the shop's words as <bdi> would; the link also covers the picture. A
            card is the likeliest next tap: its page is readied while it is in view. */}
        <Link to={href} dir="auto" {...readyInView}>
          {product.name}
        </Link>
      </Name>
      <Price amount={amount} original={original} size="sm" />
      {footnote}
      {product.quantity <= 0 && !footnote && (
        <Footnote>
          <FormattedMessage id="product.outOfStock" defaultMessage="Out of stock" />
        </Footnote>
      )}
      <AddToCartButton product={product} />
    </Card>
  );
});

/** A card's shape while the list loads. */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <SkeletonMedia>
        <Skeleton aspectRatio={1} style={{ borderRadius: 0 }} />
      </SkeletonMedia>
      <Skeleton width={90} height={14} />
      <Skeleton height={18} />
      <Skeleton width="60%" height={17} />
      <Skeleton width={80} height={22} />
      <Skeleton height={BUTTON_HEIGHT} />
    </Card>
  );
}

/** The card's padding around its text, which the image spans edge to edge. */
const PADDING = 12;
/** Between the lines of text. */
const GAP = 6;

/** The star rating's height, and Add to cart's. */
const RATING_HEIGHT = 14;
const BUTTON_HEIGHT = 38;

/**
 * How tall the part of a card under its image is, for the placeholders of cards not rendered yet:
 * the space under the image, the rating, two lines of name, the price (the page's line height
 * of 1.5), Add to cart and the spaces between them. `CARD_FOOTNOTE_HEIGHT` more with a footnote.
 */
export const CARD_TEXT_HEIGHT = `calc(${PADDING - GAP + 5 * GAP + RATING_HEIGHT + BUTTON_HEIGHT + PADDING}px + 2 * 1.35 * 0.95rem + 1.5 * 0.95rem)`;
export const CARD_FOOTNOTE_HEIGHT = `calc(${GAP}px + 1.5 * 0.8rem)`;

/**
 * A card costs no style, layout or paint until it nears the screen (`content-visibility: auto`; the
 * browser renders it in the frame it comes within about half a screen): a list page is many screens
 * of cards on a phone, and the browser's work on them was a large part of the main thread's before
 * the first tap (docs/performance.md). Until then its place is held at its own height: the picture
 * is as tall as the card is wide (the list item is its size container, so `100cqi` is that width)
 * and the text under it has a fixed height, so a page restored at a scroll position finds every card
 * where it was.
 */
const Card = styled.article<{ $footnote?: boolean }>`
  content-visibility: auto;
  contain-intrinsic-block-size: auto calc(100cqi + ${CARD_TEXT_HEIGHT}${({ $footnote }) => ($footnote ? ` + ${CARD_FOOTNOTE_HEIGHT}` : '')});
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${GAP}px;
  min-inline-size: 0;
  padding: 0 ${PADDING}px ${PADDING}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  transition: box-shadow 0.15s ease;

  &:hover {
    box-shadow: 0 8px 24px rgb(15 23 42 / 0.08);
  }

  /* Cards of a row are as tall as the tallest: the free space goes above the last line (Add to
     cart), which keeps ${GAP}px more above it, so the buttons of a row line up. */
  &::after {
    content: '';
    flex: 1 0 0;
    order: 1;
  }

  > :last-child {
    order: 2;
  }
`;

/** The image spans the card's padding, edge to edge. */
const mediaBox = css`
  display: block;
  aspect-ratio: 1;
  margin-block-end: ${PADDING - GAP}px;
  margin-inline: -${PADDING}px;
`;

const SkeletonMedia = styled.div`
  ${mediaBox}
`;

const Media = styled(Picture)`
  ${mediaBox}
  inline-size: calc(100% + ${2 * PADDING}px);
  max-inline-size: none;
  block-size: auto;
  background: ${({ theme }) => theme.colors.background};
  object-fit: cover;
`;

/* The badge sets its own direction (ltr, for '-20%'), so its inline start would be the left in an
   rtl page too: it is placed on the page's start side by name. */
const Badge = styled(DiscountBadge)`
  position: absolute;
  inset-block-start: 10px;
  ${({ theme }) => (theme.direction === 'rtl' ? 'right' : 'left')}: 10px;
`;

const Heart = styled(WishlistToggle)`
  position: absolute;
  /* Above the name's link, which covers the picture. */
  z-index: 1;
  inset-block-start: 8px;
  inset-inline-end: 8px;
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

  /* The picture above is the same link for the pointer: the link's box reaches over it. */
  a::before {
    content: '';
    position: absolute;
    inset-block-start: 0;
    inset-inline: 0;
    aspect-ratio: 1;
  }
`;

const Footnote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8rem;
`;
