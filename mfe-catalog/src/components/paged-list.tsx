import type { ReactNode } from 'react';
import { ErrorState, Pagination, SkeletonRegion, useClampedPage, usePageHref, type Loadable } from 'shared-sdk';

export interface PagedListProps<T extends { total: number }> {
  /** The page's request (useQuery of the page the URL names). */
  state: Loadable<T>;
  /** The page the URL asks for. */
  page: number;
  /** Goes to a page; `replace` when the page was clamped (the URL named one past the end). */
  onPageChange: (page: number, replace?: boolean) => void;
  /** The list's shape while a page loads (announced once, in a SkeletonRegion). */
  skeleton: ReactNode;
  /** Whether the page has nothing to show; then `empty` (an EmptyState) shows. */
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  /** The loaded page. */
  children: (data: T) => ReactNode;
}

/**
 * A paged list that is not of products (categories, shops): its skeleton while a page loads, the
 * failure with Retry, the empty state or the list, and the pagination under it (disabled until the
 * page is there; a page past the end is clamped to the last). ProductResults is the products' one.
 */
export function PagedList<T extends { total: number }>({
  state,
  page,
  onPageChange,
  skeleton,
  isEmpty,
  empty,
  children,
}: PagedListProps<T>) {
  const total = state.data?.total ?? 0;
  const pageHref = usePageHref();
  useClampedPage(state.status === 'ready', page, total, onPageChange);

  let content: ReactNode;
  if (state.status === 'loading') content = <SkeletonRegion>{skeleton}</SkeletonRegion>;
  else if (state.status === 'error') content = <ErrorState message={state.failure.message} onRetry={state.retry} />;
  else if (isEmpty(state.data)) content = empty;
  else content = children(state.data);

  return (
    <>
      {content}
      <Pagination page={page} total={total} onPageChange={onPageChange} disabled={state.status !== 'ready'} hrefFor={pageHref} />
    </>
  );
}
