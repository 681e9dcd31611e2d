import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiFailure } from '../client/api-error';
import { tagsOf, type Query, type QueryOutcome } from './query-cache';
import { useStores } from '../stores/store-context';
import type { AsyncResult, AsyncState } from './query-state';

function stateOf<T>(outcome: QueryOutcome | undefined, previous?: T): AsyncState<T> {
  if (!outcome) return { status: 'loading', data: previous };
  if ('data' in outcome) return { status: 'ready', data: outcome.data as T };
  return { status: 'error', failure: outcome.failure, data: previous };
}

interface Snapshot<T> {
  key: string;
  state: AsyncState<T>;
}

/**
 * A page's data through the root store's query cache, with loading and error states and a retry (the
 * same result as `useAsync`). An answer the route loader already fetched, or the server embedded,
 * renders at once and is not asked again; otherwise the request starts after mount. While a new key
 * loads the last data stays in `data`, so a list keeps its place.
 */
export function useQuery<T>(query: Query<T>): AsyncResult<T> {
  const { queries } = useStores();
  // In the language's scope: switching language asks again (in an observer, which re-renders).
  const key = queries.scopedKey(query.key);
  const [snapshot, setSnapshot] = useState<Snapshot<T>>(() => ({ key, state: stateOf<T>(queries.peek(query.key)) }));
  const [attempt, setAttempt] = useState(0);

  // A new key whose answer is already here (a prefetched page) renders it in this very render.
  const state = snapshot.key === key ? snapshot.state : stateOf<T>(queries.peek(query.key), snapshot.state.data);

  const latest = useRef(query);
  latest.current = query;

  useEffect(() => {
    let current = true;
    const kept = attempt === 0 ? queries.peek(latest.current.key) : undefined;
    if (kept) {
      setSnapshot({ key, state: stateOf<T>(kept) });
      return;
    }
    setSnapshot((previous) => ({ key, state: { status: 'loading', data: previous.state.data } }));
    const request = attempt === 0 ? queries.fetch(latest.current) : queries.refetch(latest.current);
    request.then(
      (data) => current && setSnapshot({ key, state: { status: 'ready', data } }),
      (error: unknown) =>
        current &&
        setSnapshot((previous) => ({ key, state: { status: 'error', failure: toApiFailure(error), data: previous.state.data } })),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, queries]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setSnapshot({ key, state: { status: 'ready', data } }), [key]);
  // A background answer replaces what is shown (if the page still shows this key); a failure keeps it.
  const showInBackground = useCallback(
    (request: Promise<T>) =>
      request.then(
        (data) => setSnapshot((previous) => (previous.key === key ? { key, state: { status: 'ready', data } } : previous)),
        (error: unknown) => console.warn('A background refresh failed; the page keeps what it shows', error),
      ),
    [key],
  );
  const refresh = useCallback(() => void showInBackground(queries.refetch(latest.current)), [queries, showInBackground]);
  // A live event changed what this answer shows (its tags): the cache dropped it, so `fetch` asks again,
  // once for every page showing it.
  const shown = useRef(state.data);
  shown.current = state.data;
  useEffect(
    () =>
      queries.watch(
        () => tagsOf(latest.current, shown.current),
        () => void showInBackground(queries.fetch(latest.current)),
      ),
    [queries, showInBackground],
  );
  return { ...state, retry, setData, refresh };
}

/**
 * An island's first answer, given in its props when there is one (a page of islands embeds no query cache:
 * docs/islands.md), put in the root store's cache in the island's first render, before any
 * `useQuery` below it reads the cache: the browser's first render is then the server's.
 */
export function useSeededQuery(key: string, data: unknown, tags?: readonly string[]): void {
  const { queries } = useStores();
  useState(() => data !== undefined && queries.seed(key, data, tags));
}
