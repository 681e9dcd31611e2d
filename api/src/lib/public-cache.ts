import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { ShownProducts } from './shown-products.js';

/** What a route computed: the status, the payload and that payload serialised once. */
export interface ComputedAnswer {
  status: number;
  payload: unknown;
  body: string;
  /** False for an answer that is served but must not be kept (a page with a part left to the browser). */
  keep?: boolean;
  /** What it showed beyond its payload's products (a page: the answers its render used). */
  shown?: ShownProducts;
}

/** An answer as the cache keeps it. */
export interface CachedAnswer {
  readonly status: number;
  readonly body: string;
  /** A strong validator of the body, quoted as the ETag header wants it. */
  readonly etag: string;
  /** Ids of the products the body shows (their is_favorite is a shopper's own: merged per request). */
  readonly productIds: readonly number[];
  /** Its order depends on sales (top selling, popularity): an order anywhere may change it. */
  readonly salesOrdered: boolean;
}

/**
 * hit: from memory; shared: from another request's computation; miss: computed; bypass: not
 * cacheable now; stale: kept from before the change feed went down (changes may have gone unseen).
 */
export type CacheOutcome = 'hit' | 'shared' | 'miss' | 'bypass' | 'stale';

export interface PublicCacheOptions {
  /** Upper bound of the bodies kept, in bytes (least recently used go first). */
  maxBytes: number;
  /** A safety net: nothing is served older than this, even if a change notice was missed. */
  maxAgeMs: number;
}

export interface PublicCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  invalidations: number;
  /** Answers served from memory while the change feed was down. */
  stale: number;
}

interface Entry {
  answer: CachedAnswer;
  tables: readonly string[];
  /** The compressed copies made of it so far. */
  encodedBytes: number;
}

interface Fill {
  tables: readonly string[];
  done: Promise<CachedAnswer>;
}

/** The ids of every object that carries is_favorite: those are products. */
export function productIdsIn(payload: unknown, found = new Set<number>()): Set<number> {
  if (Array.isArray(payload)) {
    for (const item of payload) productIdsIn(item, found);
  } else if (payload !== null && typeof payload === 'object') {
    const record = payload as Record<string, unknown>;
    if ('is_favorite' in record && typeof record.id === 'number') found.add(record.id);
    for (const value of Object.values(record)) productIdsIn(value, found);
  }
  return found;
}

export type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: string) => Promise<Buffer>> = {
  // Brotli 6, not 11: close to 11's size in a small fraction of its time, and answers are compressed
  // again after every change, on a server with two cores.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

const encodedBodies = new WeakMap<CachedAnswer, Map<Encoding, Promise<Buffer>>>();
/**
 * A copy in memory of its own, of exactly its length: a small result of zlib is a slice of a shared
 * 8 KB pool, which it would keep alive whole: many kept pages would hold far more memory than their copies.
 */
function ownMemory(buffer: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

/** For a kept answer: tells its cache the bytes a compressed copy of it added. */
const sizeListeners = new WeakMap<CachedAnswer, (bytes: number) => void>();

/**
 * The answer's body compressed, once per kept answer and encoding (in the thread pool, off the
 * request thread), instead of once per request. The copy counts against its cache's bytes.
 */
export function encodedBody(answer: CachedAnswer, encoding: Encoding): Promise<Buffer> {
  let bodies = encodedBodies.get(answer);
  if (!bodies) encodedBodies.set(answer, (bodies = new Map()));
  let encoded = bodies.get(encoding);
  if (!encoded) {
    encoded = compressors[encoding](answer.body).then(ownMemory);
    bodies.set(encoding, encoded);
    void encoded.then(
      (buffer) => sizeListeners.get(answer)?.(buffer.length),
      () => undefined,
    );
  }
  return encoded;
}

/** Any character beyond Latin-1: V8 then keeps the whole string at two bytes a character. */
const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;

/**
 * The body as V8 keeps it most compactly: a text all in Latin-1 (every English page and answer) as a
 * one-byte string. A string made by replacing or joining two-byte parts stays two-byte even when
 * every character fits one byte, which doubled what an English page held.
 */
function compactBody(body: string): string {
  return BEYOND_LATIN1.test(body) ? body : Buffer.from(body, 'latin1').toString('latin1');
}

/** The bytes a kept answer holds: its (compacted) body, its compressed copies, its key and bookkeeping. */
function entrySize(key: string, entry: Entry): number {
  const { body } = entry.answer;
  const bytesPerCharacter = BEYOND_LATIN1.test(body) ? 2 : 1;
  const products = entry.answer.productIds.length * PRODUCT_INDEX_BYTES;
  return body.length * bytesPerCharacter + entry.encodedBytes + key.length * 2 + products + ENTRY_OVERHEAD;
}

/** An entry's own objects (the entry, its answer, the etag, the LRU's and the table index's slots). */
const ENTRY_OVERHEAD = 512;
/** A product id in the answer's list and its key's slot in that product's index set. */
const PRODUCT_INDEX_BYTES = 64;

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** What the cache keeps of a computed answer (also what is sent when nothing is kept). */
export function cachedAnswer({ status, payload, body, shown }: ComputedAnswer): CachedAnswer {
  const productIds = productIdsIn(payload);
  for (const id of shown?.productIds ?? []) productIds.add(id);
  return { status, body, etag: etagOf(body), productIds: [...productIds], salesOrdered: shown?.salesOrdered ?? false };
}

/**
 * Public answers (the same for every shopper) kept in memory, each under a key that names the
 * route, the language and the query, and each tagged with the database tables it was made of.
 *
 * - A change to a table drops every answer made of it (`invalidate`), and an answer computed
 *   while such a change happened is not kept: each table has a version, read before computing
 *   and compared before keeping. A change to the stock of some products only (`invalidateStock`)
 *   drops the answers made of that table that show one of them or are ordered by sales.
 * - Requests for a key that is being computed wait for that computation instead of repeating it,
 *   so an invalidation under load costs one computation per key, not one per request.
 * - While changes may be going unnoticed (`distrust`, when the database's change feed is down)
 *   what is kept is served as it is, marked 'stale' (it is all there is while the database is
 *   down), nothing new is kept, and a key with nothing kept is computed. When the feed is back
 *   (`trust`) everything kept is forgotten, so nothing stale outlives the outage.
 */
export class PublicCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly keysByTable = new Map<string, Set<string>>();
  private readonly keysByProduct = new Map<number, Set<string>>();
  private readonly salesOrderedKeys = new Set<string>();
  private readonly filling = new Map<string, Fill>();
  private readonly versions = new Map<string, number>();
  private trusted = true;
  private epoch = 0;
  private counts = { hits: 0, misses: 0, invalidations: 0, stale: 0 };

  constructor(options: PublicCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      ttl: options.maxAgeMs,
      sizeCalculation: (entry, key) => entrySize(key, entry),
      dispose: (entry, key) => {
        sizeListeners.delete(entry.answer);
        this.unindex(key, entry);
      },
    });
  }

  /** The answer for `key`: kept, being computed by another request, or computed now by `compute`. */
  async answer(
    key: string,
    tables: readonly string[],
    compute: () => Promise<ComputedAnswer>,
  ): Promise<{ answer: CachedAnswer; outcome: CacheOutcome }> {
    if (!this.trusted) return this.staleOrComputed(key, compute);
    const kept = this.entries.get(key);
    if (kept) {
      this.counts.hits += 1;
      return { answer: kept.answer, outcome: 'hit' };
    }
    const running = this.filling.get(key);
    if (running) {
      this.counts.hits += 1;
      return { answer: await running.done, outcome: 'shared' };
    }
    this.counts.misses += 1;
    const fill: Fill = { tables, done: this.fill(key, tables, compute) };
    this.filling.set(key, fill);
    try {
      return { answer: await fill.done, outcome: 'miss' };
    } finally {
      if (this.filling.get(key) === fill) this.filling.delete(key);
    }
  }

  /** Drops every answer made of one of these tables. */
  invalidate(tables: Iterable<string>): void {
    for (const table of tables) {
      this.versions.set(table, this.versionOf(table) + 1);
      for (const key of [...(this.keysByTable.get(table) ?? [])]) this.entries.delete(key);
      // Requests arriving from now on must not join a computation that may predate the change.
      for (const [key, fill] of this.filling) if (fill.tables.includes(table)) this.filling.delete(key);
    }
    this.counts.invalidations += 1;
  }

  /**
   * The stock of these products changed, and nothing else of the table: drops the answers made of
   * it that show one of them, or whose order depends on sales. Other products' pages and lists stay.
   */
  invalidateStock(table: string, productIds: readonly number[]): void {
    this.versions.set(table, this.versionOf(table) + 1);
    for (const [key, fill] of this.filling) if (fill.tables.includes(table)) this.filling.delete(key);
    const madeOfTable = this.keysByTable.get(table);
    if (madeOfTable) {
      const doomed = new Set(this.salesOrderedKeys);
      for (const id of productIds) for (const key of this.keysByProduct.get(id) ?? []) doomed.add(key);
      for (const key of doomed) if (madeOfTable.has(key)) this.entries.delete(key);
    }
    this.counts.invalidations += 1;
  }

  /** Changes may go unseen from now on: what is kept is served marked stale, nothing new is kept, until `trust`. */
  distrust(): void {
    this.trusted = false;
    // Computations under way may have missed a change: they finish, but are not kept.
    this.epoch += 1;
    this.filling.clear();
  }

  /** Changes are seen again; what was kept before is gone, so nothing stale comes back. */
  trust(): void {
    this.clear();
    this.trusted = true;
  }

  /** True while what is kept is known to be current (the change feed is up). */
  get serving(): boolean {
    return this.trusted;
  }

  stats(): PublicCacheStats {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize, ...this.counts };
  }

  private clear(): void {
    this.epoch += 1;
    this.filling.clear();
    this.entries.clear();
  }

  /** While the feed is down: the kept answer, however old (the database may be down too), else a computed one. */
  private async staleOrComputed(
    key: string,
    compute: () => Promise<ComputedAnswer>,
  ): Promise<{ answer: CachedAnswer; outcome: CacheOutcome }> {
    const kept = this.entries.get(key, { allowStale: true, noDeleteOnStaleGet: true, updateAgeOnGet: false });
    if (kept) {
      this.counts.stale += 1;
      return { answer: kept.answer, outcome: 'stale' };
    }
    return { answer: cachedAnswer(await compute()), outcome: 'bypass' };
  }

  private async fill(key: string, tables: readonly string[], compute: () => Promise<ComputedAnswer>): Promise<CachedAnswer> {
    const before = this.stamp(tables);
    const computed = await compute();
    const keep = computed.status === 200 && computed.keep !== false && this.trusted && this.stamp(tables) === before;
    // Only successful answers are kept; a 404 costs little and keeping it would let random ids fill memory.
    const answer = cachedAnswer(keep ? { ...computed, body: compactBody(computed.body) } : computed);
    if (keep) {
      this.entries.set(key, { answer, tables, encodedBytes: 0 });
      this.index(key, tables, answer);
      sizeListeners.set(answer, (bytes) => {
        const current = this.entries.peek(key);
        if (current?.answer !== answer) return;
        // A new entry object, so the LRU counts its new size (and makes room); nothing is disposed.
        this.entries.set(key, { ...current, encodedBytes: current.encodedBytes + bytes }, { noUpdateTTL: true, noDisposeOnSet: true });
      });
    }
    return answer;
  }

  /** Changes whenever one of the tables changes or everything is forgotten. */
  private stamp(tables: readonly string[]): string {
    return `${this.epoch}:${tables.map((table) => this.versionOf(table)).join('.')}`;
  }

  private versionOf(table: string): number {
    return this.versions.get(table) ?? 0;
  }

  private index(key: string, tables: readonly string[], answer: CachedAnswer): void {
    for (const table of tables) addTo(this.keysByTable, table, key);
    for (const id of answer.productIds) addTo(this.keysByProduct, id, key);
    if (answer.salesOrdered) this.salesOrderedKeys.add(key);
  }

  private unindex(key: string, { tables, answer }: Entry): void {
    for (const table of tables) removeFrom(this.keysByTable, table, key);
    for (const id of answer.productIds) removeFrom(this.keysByProduct, id, key);
    this.salesOrderedKeys.delete(key);
  }
}

function addTo<K>(index: Map<K, Set<string>>, name: K, key: string): void {
  let keys = index.get(name);
  if (!keys) index.set(name, (keys = new Set()));
  keys.add(key);
}

/** Removes the key, and the name's set once it is empty (product ids come and go). */
function removeFrom<K>(index: Map<K, Set<string>>, name: K, key: string): void {
  const keys = index.get(name);
  if (keys?.delete(key) && keys.size === 0) index.delete(name);
}
