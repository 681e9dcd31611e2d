import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiFailure, type ApiFailure } from 'shared-sdk';

export type AsyncState<T> =
  | { status: 'loading'; data: T | undefined }
  | { status: 'error'; failure: ApiFailure; data: T | undefined }
  | { status: 'ready'; data: T };

export type AsyncResult<T> = AsyncState<T> & { retry: () => void };

/**
 * Loads what a page shows, with loading and error states and a retry. `key` names the request
 * (e.g. its query string): a new key loads again and an answer for an older key is dropped. While a
 * new key loads, the last data stays in `data`, so a list can keep its place (and ignore pagination
 * clicks) instead of jumping.
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
  return { ...state, retry };
}

/** The same request seen through `map` (a page of a list loaded whole, a part of an answer). */
export function mapAsync<T, U>(result: AsyncResult<T>, map: (data: T) => U): AsyncResult<U> {
  if (result.status === 'ready') return { status: 'ready', data: map(result.data), retry: result.retry };
  const data = result.data === undefined ? undefined : map(result.data);
  return result.status === 'loading'
    ? { status: 'loading', data, retry: result.retry }
    : { status: 'error', failure: result.failure, data, retry: result.retry };
}
