import { Skeleton, UserText, linkTo, type Category, Link, flexColumn } from 'shared-sdk';
import styled, { css } from 'styled-components';
import { Picture } from './picture';

export const CATEGORY_IMAGE_SIZE = 96;

/**
 * A category: its picture and name link to its products. The API gives categories no slug, so the
 * id fills the route's :slug. `href` overrides the target (a shop's category page).
 */
export function CategoryCard({ category, href }: { category: Pick<Category, 'id' | 'name' | 'thumbnail'>; href?: string }) {
  return (
    <Tile to={href ?? linkTo('categoryProducts', { slug: category.id })}>
      <Picture src={category.thumbnail} alt="" width={CATEGORY_IMAGE_SIZE} height={CATEGORY_IMAGE_SIZE} loading="lazy" decoding="async" />
      <UserText>{category.name}</UserText>
    </Tile>
  );
}

export function CategoryCardSkeleton() {
  return (
    <Placeholder aria-hidden="true">
      <Skeleton width={CATEGORY_IMAGE_SIZE} aspectRatio={1} circle />
      <Skeleton width="70%" height="1.5em" />
    </Placeholder>
  );
}

/** A tile's box, loaded or not: the skeleton keeps the loaded tile's size, on phones too. */
const tileBox = css`
  ${flexColumn('10px', { align: 'center' })}
  padding-block: 16px;
  padding-inline: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    gap: 6px;
    padding-block: 10px;
    padding-inline: 4px;
    font-size: 0.8rem;
  }
`;

const Tile = styled(Link)`
  ${tileBox}
  color: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;

  img {
    inline-size: ${CATEGORY_IMAGE_SIZE}px;
    max-inline-size: 100%;
    block-size: auto;
    aspect-ratio: 1;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.background};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.primaryScale[200]};
    color: ${({ theme }) => theme.colors.primaryScale[700]};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    img {
      inline-size: 60px;
    }
  }
`;

const Placeholder = styled.div`
  ${tileBox}

  /* The loaded tile's picture size on phones. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    [data-skeleton]:first-child {
      inline-size: 60px !important;
    }
  }
`;

/** Category tiles: 2 columns on phones up to 6 on wide screens. */
export const CategoryGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
    min-inline-size: 0;
  }

  > li > a {
    flex: 1;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    gap: 12px;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: 16px;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.xl}px) {
    grid-template-columns: repeat(8, minmax(0, 1fr));
  }
`;
