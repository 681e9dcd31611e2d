import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiFailure, type ApiFailure } from '../client/api-error';

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

/**
 * What a page loads, with loading and error states and a retry, for every remote's pages. `key`
 * names the request (e.g. its query string): a new key loads again and an answer for an older key
 * is dropped. While a new key loads, the last data stays in `data`, so a list keeps its place (and
 * can ignore pagination clicks) instead of jumping back to a skeleton.
 */
export function useAsync<T>(load: () => Promise<T>, key: string): AsyncResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading', data: undefined });
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    loadRef.current().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState((previous) => ({ status: 'error', failure: toApiFailure(error), data: previous.data })),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);
  const keyRef = useRef(key);
  keyRef.current = key;
  const refresh = useCallback(() => {
    const asked = keyRef.current;
    loadRef.current().then(
      (data) => keyRef.current === asked && setState({ status: 'ready', data }),
      (error: unknown) => console.warn('A background refresh failed; the page keeps what it shows', error),
    );
  }, []);
  return { ...state, retry, setData, refresh };
}

/** The same request seen through `map` (a page of a list loaded whole, a part of an answer). */
export function mapAsync<T, U>(result: Loadable<T>, map: (data: T) => U): Loadable<U> {
  const { retry } = result;
  if (result.status === 'ready') return { status: 'ready', data: map(result.data), retry };
  const data = result.data === undefined ? undefined : map(result.data);
  return result.status === 'loading' ? { status: 'loading', data, retry } : { status: 'error', failure: result.failure, data, retry };
}
