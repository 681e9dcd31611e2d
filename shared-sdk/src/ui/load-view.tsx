import type { ReactNode } from 'react';
import type { Loadable } from '../queries/query-state';
import { ErrorState } from './error-state';

export interface LoadViewProps<T> {
  /** The request: useAsync's answer, or mapAsync of it (the part of the answer the view shows). */
  state: Loadable<T>;
  /** Shown until the first data comes: the page's skeletons, in a SkeletonRegion (announced once). */
  loading: ReactNode;
  /** The ErrorState's title; 'This content could not be loaded.' by default. */
  errorTitle?: ReactNode;
  /** A failed reload leaves the loaded data on screen (a list the shopper works in); by default the failure replaces it. */
  keepDataOnError?: boolean;
  /** Whether the answer has nothing to show; then `empty` (an EmptyState) shows instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** The loaded data. While a new key loads, the last data stays here (the list keeps its place). */
  children: (data: T) => ReactNode;
}

/**
 * The one way a page shows what it loads: the failure with Retry (ErrorState, role alert), the
 * skeletons until there is data, the empty state, or the data. Every remote's pages branch the same way.
 */
export function LoadView<T>({ state, loading, errorTitle, keepDataOnError = false, isEmpty, empty, children }: LoadViewProps<T>) {
  const { data } = state;
  if (state.status === 'error' && !(keepDataOnError && data !== undefined)) {
    return <ErrorState title={errorTitle} message={state.failure.message} onRetry={state.retry} />;
  }
  if (data === undefined) return loading;
  return isEmpty?.(data) ? empty : children(data);
}
