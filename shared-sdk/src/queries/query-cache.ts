import { toApiFailure, type ApiFailure } from '../client/api-error';

/** A named request: the key says what is asked (same key, same answer), `load` asks it. */
export interface Query<T> {
  key: string;
  load: () => Promise<T>;
  /**
   * What the answer shows that can change without this page asking: a live event invalidates the
   * tags of what it changed (`liveEventTags`, docs/live-updates.md), and every answer with one of
   * them is dropped and asked again where a page shows it. A function names them from the answer
   * (a ticket asked by its number, which events name by its id).
   */
  tags?: QueryTags<T>;
  /**
   * How long the settled answer is reused, in ms (QUERY_FRESH_MS unless said). 0: every page that
   * mounts asks again, sharing only a request still on its way (the checkout's totals, priced at
   * each visit).
   */
  freshFor?: number;
}

/**
 * A query's tags, or how its answer names them. Written as a method's type so that a `Query<Order>` is
 * still a `Query<unknown>` where a query of any answer is taken (method parameters are bivariant).
 */
export type QueryTags<T> = readonly string[] | { named(data: T): readonly string[] }['named'];

/** The tags of `query` whose answer is `data` (none yet for tags named from an answer still to come). */
export function tagsOf<T>(query: Pick<Query<T>, 'tags'>, data: T | undefined): readonly string[] | undefined {
  if (typeof query.tags !== 'function') return query.tags;
  return data === undefined ? undefined : query.tags(data);
}

/** What a settled query left behind, as the server embeds it in the page for the browser. */
export type QueryOutcome = { data: unknown } | { failure: ApiFailure };

interface Entry {
  promise: Promise<unknown>;
  outcome?: QueryOutcome;
  settledAt?: number;
  tags?: readonly string[];
  freshFor?: number;
}

interface Watcher {
  tags: () => readonly string[] | undefined;
  onStale: () => void;
}

/** Which tags `invalidate` was given: some, or every tagged answer (events may have been lost). */
export type InvalidatedTags = readonly string[] | 'all';

function hits(invalidated: InvalidatedTags, tags: readonly string[] | undefined): boolean {
  if (!tags || tags.length === 0) return false;
  return invalidated === 'all' || tags.some((tag) => invalidated.includes(tag));
}

/**
 * How long a settled answer is reused without asking again: long enough for a link prefetched on
 * hover to be the page's data at the click, and for the page the server rendered to hydrate from
 * what it embedded; short enough that coming back later shows fresh prices.
 */
export const QUERY_FRESH_MS = 30_000;

/**
 * The page data of one root store: every page's requests go through it by key, so that the route
 * loader (run at navigation start, on link prefetch, and on the server before rendering) and the
 * page component share one request and one answer. On the server its snapshot is embedded in the
 * HTML, and the browser's store starts from it: hydration asks nothing the server already answered.
 */
export class QueryCache {
  private readonly entries = new Map<string, Entry>();
  private readonly watchers = new Set<Watcher>();

  /**
   * @param scope what else an answer depends on besides its key: the language the API answers in
   *   (a content page in English is not the Arabic one). Keys are kept per scope.
   */
  constructor(
    private readonly scope: () => string = () => '',
    private readonly now: () => number = Date.now,
  ) {}

  /** The key an answer is kept under: the query's key in the current scope. */
  scopedKey(key: string): string {
    return `${this.scope()}|${key}`;
  }

  /** The answer of `query`: a fresh one kept here, the one in flight, or a new request. */
  fetch<T>(query: Query<T>): Promise<T> {
    const entry = this.entries.get(this.scopedKey(query.key));
    if (entry && (!entry.outcome || this.isFresh(entry))) return entry.promise as Promise<T>;
    return this.start(query);
  }

  /** Asks again even if an answer is kept (Retry, or a change that makes the answer old). */
  refetch<T>(query: Query<T>): Promise<T> {
    return this.start(query);
  }

  /** The fresh settled outcome of `key`, for a first render that needs no request. */
  peek(key: string): QueryOutcome | undefined {
    const entry = this.entries.get(this.scopedKey(key));
    return entry?.outcome && this.isFresh(entry) ? entry.outcome : undefined;
  }

  /**
   * Every fresh outcome, for the server to embed. A failure other than 404 is not fresh: the page
   * shows its loading state on both sides and the browser asks again.
   */
  snapshot(): Record<string, QueryOutcome> {
    const out: Record<string, QueryOutcome> = {};
    for (const [key, entry] of this.entries) if (entry.outcome && this.isFresh(entry)) out[key] = entry.outcome;
    return out;
  }

  /** Starts from what the server embedded (keys as `snapshot` gave them). */
  hydrate(snapshot: Record<string, QueryOutcome>): void {
    const settledAt = this.now();
    for (const [key, outcome] of Object.entries(snapshot)) {
      const promise = 'data' in outcome ? Promise.resolve(outcome.data) : Promise.reject(outcome.failure);
      promise.catch(() => undefined);
      this.entries.set(key, { promise, outcome, settledAt });
    }
  }

  /**
   * An answer a page of islands hands an island in its props (docs/islands.md): kept as if it had
   * just come, unless a fresh one is kept or one is on its way.
   */
  seed(key: string, data: unknown, tags?: readonly string[]): void {
    const entry = this.entries.get(this.scopedKey(key));
    if (entry && (!entry.outcome || this.isFresh(entry))) return;
    this.keep(key, data, tags);
  }

  /**
   * The answer a change already gave (a saved profile), kept as `key`'s: the next page shows it without
   * asking. `tags` are the query's, so a live event drops it as it would the answer asked.
   */
  keep(key: string, data: unknown, tags?: readonly string[]): void {
    const scoped = this.scopedKey(key);
    this.hydrate({ [scoped]: { data } });
    if (tags) this.entries.get(scoped)!.tags = tags;
  }

  /**
   * Calls `onStale` each time one of `tags` (read at that moment: those of the answer shown) is
   * invalidated, while a page shows that answer (`useQuery` asks again in the background). Returns
   * the release.
   */
  watch(tags: readonly string[] | (() => readonly string[] | undefined), onStale: () => void): () => void {
    const watcher: Watcher = { tags: typeof tags === 'function' ? tags : () => tags, onStale };
    this.watchers.add(watcher);
    return () => void this.watchers.delete(watcher);
  }

  /**
   * Something changed that no page here asked to change (a live event): every answer tagged with one of
   * `tags` is dropped, in every scope, so the next page asks the server, and the pages showing one ask
   * again now.
   */
  invalidate(tags: InvalidatedTags): void {
    for (const [key, entry] of [...this.entries]) if (hits(tags, entry.tags)) this.entries.delete(key);
    for (const watcher of [...this.watchers]) if (hits(tags, watcher.tags())) watcher.onStale();
  }

  /**
   * Drops the answers named `name` or under it (keys are names joined by ':', so 'account:7:order'
   * drops 'account:7:order:11', not 'account:7:orders:…'), in every scope: a change made them old,
   * so the next page that asks, asks the server again.
   */
  forget(name: string): void {
    for (const scoped of [...this.entries.keys()]) {
      const key = scoped.slice(scoped.indexOf('|') + 1);
      if (key === name || key.startsWith(`${name}:`)) this.entries.delete(scoped);
    }
  }

  /** Drops every answer (a logout: the next shopper's pages ask for their own). */
  clear(): void {
    this.entries.clear();
  }

  private start<T>(query: Query<T>): Promise<T> {
    const key = this.scopedKey(query.key);
    const promise = query.load();
    const entry: Entry = { promise, tags: tagsOf(query, undefined), freshFor: query.freshFor };
    this.entries.set(key, entry);
    promise.then(
      (data) => {
        entry.tags = tagsOf(query, data);
        this.settle(key, entry, { data });
      },
      (error: unknown) => this.settle(key, entry, { failure: toApiFailure(error) }),
    );
    return promise;
  }

  private settle(key: string, entry: Entry, outcome: QueryOutcome): void {
    entry.outcome = outcome;
    entry.settledAt = this.now();
    // A failure is not kept (the next page that asks asks again), except a 404: that thing is not there.
    if ('failure' in outcome && outcome.failure.status !== 404 && this.entries.get(key) === entry) {
      entry.settledAt = -Infinity;
    }
  }

  private isFresh(entry: Entry): boolean {
    return entry.settledAt !== undefined && this.now() - entry.settledAt < (entry.freshFor ?? QUERY_FRESH_MS);
  }
}
