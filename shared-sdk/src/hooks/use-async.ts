import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiFailure } from '../client/api-error';
import type { AsyncResult, AsyncState } from '../queries/query-state';

/**
 * @deprecated A page's data is a named query (`useQuery`, docs/stores.md, "Loading a page's data: one
 * way"); no page of this repository uses this any more. Kept for remote builds of shared-sdk 2.x
 * until the next major.
 *
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
