import type { ApiFailure } from '../client/api-error';

/** A request's state as a page shows it: loading, failed (with what it had), or ready. */
export type AsyncState<T> =
  { status: 'loading'; data: T | undefined } | { status: 'error'; failure: ApiFailure; data: T | undefined } | { status: 'ready'; data: T };

/** What a view of a request needs: its state and a way to ask again. */
export type Loadable<T> = AsyncState<T> & {
  /** Loads again (after a failure, or after a change the page made). */
  retry: () => void;
};

export type AsyncResult<T> = Loadable<T> & {
  /** Replaces the data without a request (an answer that already carries the new state). */
  setData: (data: T) => void;
  /**
   * Loads again in the background: what is shown stays until the new answer replaces it, and a
   * failure keeps it (a live update, docs/live-updates.md, is no reason to show a skeleton or an error).
   */
  refresh: () => void;
};

/** The same request seen through `map` (a page of a list loaded whole, a part of an answer). */
export function mapAsync<T, U>(result: Loadable<T>, map: (data: T) => U): Loadable<U> {
  const { retry } = result;
  if (result.status === 'ready') return { status: 'ready', data: map(result.data), retry };
  const data = result.data === undefined ? undefined : map(result.data);
  return result.status === 'loading' ? { status: 'loading', data, retry } : { status: 'error', failure: result.failure, data, retry };
}
