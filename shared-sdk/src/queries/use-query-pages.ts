import { useCallback, useMemo, useState } from 'react';
import { toApiFailure, type ApiFailure } from '../client/api-error';
import type { Query, QueryCache } from './query-cache';
import { useStores } from '../stores/store-context';

/** One page of a list as the answer gives it: its items and the list's total. */
export interface ListPage<I> {
  items: I[];
  total: number;
}

export interface QueryPages<I> {
  /** The loaded pages' items in order, each once (an item that moved up a page is not shown twice). */
  items: I[];
  /** The list's total as the last answer gave it; undefined before the first page. */
  total: number | undefined;
  /** How many pages have come. */
  pages: number;
  loading: boolean;
  failure: ApiFailure | null;
  /** Asks for the next page (after a failure, the same page again); nothing while one is on its way. */
  loadNext: () => void;
}

interface PagesState<T> {
  /** The first page's key in the cache's scope: another list, or another language, starts again. */
  identity: string;
  answers: T[];
  loading: boolean;
  failure: ApiFailure | null;
}

/** The pages of `pageQuery` the cache still holds fresh, from the first: a list the shopper comes back to. */
function keptPages<T>(queries: QueryCache, pageQuery: (page: number) => Query<T>): T[] {
  const answers: T[] = [];
  for (let page = 1; ; page++) {
    const outcome = queries.peek(pageQuery(page).key);
    if (!outcome || !('data' in outcome)) return answers;
    answers.push(outcome.data as T);
  }
}

/**
 * A list read a page at a time ('Load more'), each page a named query of the root store's cache
 * (`useQuery`'s cache, docs/stores.md): the same page asked elsewhere is one request, and a shopper
 * who comes back within the cache's freshness finds the pages they had loaded.
 */
export function useQueryPages<T, I>(
  pageQuery: (page: number) => Query<T>,
  read: (answer: T) => ListPage<I>,
  idOf: (item: I) => string | number,
): QueryPages<I> {
  const { queries } = useStores();
  const identity = queries.scopedKey(pageQuery(1).key);
  const [state, setState] = useState<PagesState<T>>(() => ({
    identity,
    answers: keptPages(queries, pageQuery),
    loading: false,
    failure: null,
  }));
  const current: PagesState<T> =
    state.identity === identity ? state : { identity, answers: keptPages(queries, pageQuery), loading: false, failure: null };

  const loadNext = useCallback(() => {
    if (current.loading) return;
    const page = current.answers.length + 1;
    setState({ ...current, loading: true, failure: null });
    const mine = (s: PagesState<T>) => s.identity === identity;
    queries.fetch(pageQuery(page)).then(
      (answer) => setState((s) => (mine(s) ? { ...s, answers: [...s.answers.slice(0, page - 1), answer], loading: false } : s)),
      (error: unknown) => setState((s) => (mine(s) ? { ...s, loading: false, failure: toApiFailure(error) } : s)),
    );
    // pageQuery is a new function each render; the identity names what it asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, identity, queries]);

  const { answers } = current;
  const items = useMemo(() => {
    const seen = new Set<string | number>();
    const unique: I[] = [];
    for (const item of answers.flatMap((answer) => read(answer).items)) {
      if (seen.has(idOf(item))) continue;
      seen.add(idOf(item));
      unique.push(item);
    }
    return unique;
    // read and idOf are the caller's fixed readers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answers]);
  const last = answers.at(-1);
  return {
    items,
    total: last === undefined ? undefined : read(last).total,
    pages: answers.length,
    loading: current.loading,
    failure: current.failure,
    loadNext,
  };
}
