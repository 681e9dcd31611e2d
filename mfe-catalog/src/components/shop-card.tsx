import { RatingStars, Skeleton, UserText, linkTo, type Shop, Link, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { cardPlaceholder, imageLoading, type ImagePriority } from './deferred-list';
import { ShopProductCount } from './shop-product-count';
import { ShopStatus } from './shop-status';
import { Picture } from './picture';

/**
 * A shop in a list: banner, logo, name (the link), rating, online status and product count.
 * `imagePriority`: 'high' for the page's largest picture, 'eager' above the fold, else lazy.
 */
export function ShopCard({ shop, imagePriority = 'lazy' }: { shop: Shop; imagePriority?: ImagePriority }) {
  const href = linkTo('shopDetails', { id: shop.id });
  return (
    <Card>
      <Banner to={href} tabIndex={-1} aria-hidden="true">
        <Picture src={shop.banner} alt={shop.name} width={400} height={120} {...imageLoading(imagePriority)} decoding="async" />
      </Banner>
      <Body>
        <Logo src={shop.logo} alt="" width={LOGO_SIZE} height={LOGO_SIZE} loading="lazy" decoding="async" />
        <Name>
          <Link to={href}>
            <UserText>{shop.name}</UserText>
          </Link>
        </Name>
        <RatingStars rating={shop.rating} count={shop.total_reviews} size={RATING_SIZE} />
        <Meta>
          <ShopStatus status={shop.shop_status} />
          <ShopProductCount count={shop.total_products} />
        </Meta>
      </Body>
    </Card>
  );
}

export function ShopCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton aspectRatio={400 / 120} style={{ borderRadius: 0 }} />
      <Body>
        <Skeleton width={64} height={64} circle style={{ marginBlockStart: -44 }} />
        <Skeleton width="60%" height={18} />
        <Skeleton width={100} height={14} />
        <Skeleton width="80%" height={14} />
      </Body>
    </Card>
  );
}

const LOGO_SIZE = 64;
const RATING_SIZE = 14;
const BODY_GAP = 6;
const BODY_PADDING = 14;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;

  &:hover {
    box-shadow: 0 8px 24px rgb(15 23 42 / 0.08);
  }
`;

const Banner = styled(Link)`
  display: block;
  aspect-ratio: 400 / 120;
  background: ${({ theme }) => theme.colors.background};

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${BODY_GAP}px;
  padding-block: 0 ${BODY_PADDING}px;
  padding-inline: ${BODY_PADDING}px;
`;

const Logo = styled(Picture)`
  margin-block-start: -${LOGO_SIZE / 2}px;
  border: 3px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  object-fit: cover;
  box-shadow: 0 2px 8px rgb(15 23 42 / 0.12);
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.05rem;

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Meta = styled.div`
  ${flexRow('6px 12px', { wrap: true, align: 'center' })}
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

/**
 * How tall the part of a card under its banner is, for the placeholders of cards not rendered yet:
 * the logo's lower half, the name, the rating, status and count (the page's line height of 1.5),
 * the spaces between them and under them.
 */
const SHOP_TEXT_HEIGHT = `calc(${LOGO_SIZE / 2 + 3 * BODY_GAP + RATING_SIZE + BODY_PADDING}px + 1.5 * 1.05rem + 1.5 * 0.85rem)`;

/** Shop cards: 1 column on phones, up to 4. */
export const ShopGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
  }

  > li > * {
    flex: 1;
  }

  /* A card not rendered yet (ShopCardList): the banner and the text under it. */
  ${cardPlaceholder('400 / 120', SHOP_TEXT_HEIGHT)}

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.xl}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
