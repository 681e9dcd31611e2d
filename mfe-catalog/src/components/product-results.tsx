import { useRef, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, ErrorState, Pagination, type Product, type Loadable, useClampedPage, usePageHref } from 'shared-sdk';
import styled from 'styled-components';
import { PRODUCT_LIST_PARAMS } from '../data/product-query';
import { NotFound } from './not-found';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

export interface ProductPage {
  total: number;
  products: Product[];
}

export interface ProductResultsProps {
  state: Loadable<ProductPage>;
  /** The page the URL asks for. */
  page: number;
  /** Goes to a page; `replace` when the page was clamped (the URL named one past the end). */
  onPageChange: (page: number, replace?: boolean) => void;
  /** Shown when the list is empty. */
  empty: ReactNode;
  pageSize?: number;
  columns?: 4 | 5;
  footnote?: (product: Product) => ReactNode;
  /** 2 when the list sits right under the page's h1 (the default), 3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** Cards above the fold (ProductGrid); 0 when the list sits below a page's header. */
  aboveFold?: number;
  /**
   * Cards in the first render (ProductGrid): enough to fill a phone's first screen and more; the
   * rest of the page renders as the shopper scrolls near it.
   */
  renderFirst?: number;
}

/**
 * A paged product list: the card grid, its skeleton while a page loads, the empty and error states,
 * and pagination (docs/product.md#limits; disabled while loading, so clicks then are ignored; a page past the end is
 * clamped to the last).
 */
export function ProductResults({
  state,
  page,
  onPageChange,
  empty,
  pageSize = DEFAULT_PAGE_SIZE,
  columns = 5,
  footnote,
  headingLevel = 2,
  aboveFold = 4,
  renderFirst = 8,
}: ProductResultsProps) {
  const top = useRef<HTMLDivElement>(null);
  const total = state.data?.total ?? 0;
  const ready = state.status === 'ready';
  const pageHref = usePageHref(PRODUCT_LIST_PARAMS);

  useClampedPage(ready, page, total, onPageChange, pageSize);

  const goTo = (next: number) => {
    onPageChange(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  let content: ReactNode;
  if (state.status === 'loading') content = <ProductGridSkeleton count={Math.min(pageSize, 10)} columns={columns} />;
  else if (state.status === 'error') {
    content =
      state.failure.status === 404 ? <NotFound headingLevel={2} /> : <ErrorState message={state.failure.message} onRetry={state.retry} />;
  } else if (state.data.products.length === 0) content = empty;
  else
    content = (
      <ProductGrid
        products={state.data.products}
        columns={columns}
        footnote={footnote}
        headingLevel={headingLevel}
        aboveFold={aboveFold}
        renderFirst={renderFirst}
      />
    );

  return (
    <Results ref={top}>
      {content}
      {state.status !== 'error' && (
        <Pagination page={page} total={total} pageSize={pageSize} onPageChange={goTo} disabled={!ready} hrefFor={pageHref} />
      )}
    </Results>
  );
}

const Results = styled.div`
  scroll-margin-block-start: 16px;
`;
