import type { ReactNode } from 'react';
import { SkeletonRegion, type Product } from 'shared-sdk';
import styled, { css } from 'styled-components';
import { CARD_FOOTNOTE_HEIGHT, CARD_TEXT_HEIGHT, ProductCard, ProductCardSkeleton } from './product-card';
import { cardPlaceholder, imagePriorityAt, useDeferredList } from './deferred-list';

export interface ProductGridProps {
  products: readonly Product[];
  /** Columns on the widest screens (2 on phones, then 3, then this). */
  columns?: 4 | 5;
  /** An extra line on a card, e.g. the sale stock. */
  footnote?: (product: Product) => ReactNode;
  /** The product names' heading level: 2 right under a page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /**
   * How many first cards are above the fold (a page's main list): their pictures load at once and the
   * first one first (it is the page's largest picture on a phone). 0 for lists further down.
   */
  aboveFold?: number;
  /**
   * How many first cards the first render shows (the server's HTML); the others render when the list
   * comes near the screen, card-sized placeholders holding their places until then (nothing moves).
   * 0 for a list below the fold; every card when not given.
   */
  renderFirst?: number;
  /**
   * One row: the widest screens show every card in its columns, narrower ones one row that scrolls
   * sideways (a home page section of a few cards, whose 'View all' links to the full list).
   */
  row?: boolean;
}

/** Products in a responsive grid of cards, as a list. */
export function ProductGrid({
  products,
  columns = 5,
  footnote,
  headingLevel = 3,
  aboveFold = 0,
  renderFirst = Infinity,
  row = false,
}: ProductGridProps) {
  const { ref, shown } = useDeferredList<HTMLUListElement>(products.length, renderFirst);
  return (
    <Grid ref={ref} $columns={columns} $row={row} role="list">
      {products.slice(0, shown).map((product, i) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            footnote={footnote?.(product)}
            headingLevel={headingLevel}
            imagePriority={imagePriorityAt(i, aboveFold)}
          />
        </li>
      ))}
      {products.slice(shown).map((product) => (
        <li
          key={`later-${product.id}`}
          // A card with a footnote (the sale stock, 'Out of stock') is a line taller.
          data-placeholder={footnote || product.quantity <= 0 ? 'footnote' : ''}
          aria-hidden="true"
        />
      ))}
    </Grid>
  );
}

/** The grid's shape while it loads: `count` card skeletons in the same columns. */
export function ProductGridSkeleton({ count = 10, columns = 5 }: { count?: number; columns?: 4 | 5 }) {
  return (
    <SkeletonRegion>
      <Grid $columns={columns} as="div">
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </Grid>
    </SkeletonRegion>
  );
}

/** Below the widest screens a row shows about this many cards at a time, the next one peeking in. */
const ROW_SHARES = { phone: '44%', md: '29%', lg: '22%' };

export const Grid = styled.ul<{ $columns: 4 | 5; $row?: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    min-inline-size: 0;
    /* The card's size container: it holds its place at a height computed from its width. */
    container-type: inline-size;
  }

  > li > * {
    flex: 1;
  }

  /* A card not rendered yet: a square image and the text under it. */
  ${cardPlaceholder('1', CARD_TEXT_HEIGHT)}

  > li[data-placeholder='footnote'] {
    padding-block-end: calc(${CARD_TEXT_HEIGHT} + ${CARD_FOOTNOTE_HEIGHT});
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 16px;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(${({ $columns }) => $columns - 1}, minmax(0, 1fr));
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.xl}px) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }

  ${({ $row, theme }) =>
    $row &&
    css`
      @media (max-width: ${theme.breakpoints.xl - 0.02}px) {
        grid-template-columns: none;
        grid-auto-flow: column;
        grid-auto-columns: ${ROW_SHARES.phone};
        overflow-x: auto;
        overscroll-behavior-inline: contain;
        scroll-snap-type: inline mandatory;
        /* Room for the cards' focus rings and shadows inside the scroller. */
        padding-block: 2px 6px;

        > li {
          scroll-snap-align: start;
        }
      }

      @media (min-width: ${theme.breakpoints.md}px) and (max-width: ${theme.breakpoints.xl - 0.02}px) {
        grid-auto-columns: ${ROW_SHARES.md};
      }

      @media (min-width: ${theme.breakpoints.lg}px) and (max-width: ${theme.breakpoints.xl - 0.02}px) {
        grid-auto-columns: ${ROW_SHARES.lg};
      }
    `}
`;
