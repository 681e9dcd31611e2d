import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { favoriteIdsAmong } from '../db/queries/account-favorites.js';
import { message, type Message, type MessageParams } from '../i18n/message.js';
import type { MessageId } from '../i18n/messages-en.js';
import {
  cachedAnswer,
  encodedBody,
  etagOf,
  type Encoding,
  productIdsIn,
  PublicCache,
  type CachedAnswer,
  type CacheOutcome,
  type ComputedAnswer,
} from '../lib/public-cache.js';
import { collectShown, noteShown } from '../lib/shown-products.js';

/** What catalogue answers are made of: any change to one of these may change any of them. */
export const CATALOG_TABLES = [
  'settings',
  'shops',
  'shop_banners',
  'categories',
  'sub_categories',
  'brands',
  'units',
  'products',
  'product_images',
  'product_sizes',
  'product_colors',
  'flash_sales',
  'flash_sale_products',
  'banners',
  'ads',
] as const;

/** Every table public answers are made of; each has a change trigger (migration 0050). */
export const PUBLIC_TABLES = [...CATALOG_TABLES, 'languages', 'translations', 'legal_pages', 'countries', 'reviews', 'users'] as const;

export type PublicTable = (typeof PUBLIC_TABLES)[number];

/**
 * Guests' answers may be kept by browsers and a CDN briefly, and served a little longer while
 * they revalidate (the ETag makes that a 304). A signed-in shopper's answer carries their own
 * favourites: only their browser may keep it, and it asks again each time.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=60';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** A route's answer for something that does not exist (404 `{ message }`, in the answer's language). */
export class Missing {
  readonly said: Message;

  constructor(id: MessageId, params?: MessageParams) {
    this.said = message(id, params);
  }
}

/** Computes a public answer: the payload of a 200, or Missing. Never shopper-specific. */
export type PublicCompute = () => Promise<unknown>;

/**
 * Rewrites the parsed public payload for a signed-in shopper (their "just for you" order) before
 * their favourites are merged in. Products it adds need no is_favorite of their own.
 */
export type Personalize = (payload: { data: Record<string, unknown> }, viewerId: number) => Promise<void>;

export interface PublicAnswerOptions {
  tables: readonly PublicTable[];
  personalize?: Personalize | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory cache of public answers; null when turned off (PUBLIC_CACHE=off). */
    publicCache: PublicCache | null;
    /**
     * Server-rendered pages as a guest gets them (plugins/page-rendering.ts), kept like public
     * answers and dropped by the same changes; its own memory budget. Null when turned off.
     */
    pageCache: PublicCache | null;
    /**
     * Answers a public route from the cache or by `compute`, then merges in the signed-in
     * shopper's favourites, and sends it with ETag and Cache-Control (or a 304).
     */
    publicAnswer(request: FastifyRequest, reply: FastifyReply, options: PublicAnswerOptions, compute: PublicCompute): Promise<FastifyReply>;
  }
}

export interface PublicAnswersOptions {
  enabled: boolean;
  maxBytes: number;
  /** Memory the kept server-rendered pages may take. */
  pageMaxBytes: number;
}

/** The cache's safety net against a change it was never told about. */
const MAX_AGE_MS = 10 * 60_000;

/** JSON with sorted keys and no undefined values: equal queries make equal keys. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return JSON.stringify(Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1))));
}

/** Sets is_favorite on every product of a parsed answer. */
function markFavorites(value: unknown, favorites: ReadonlySet<number>): void {
  if (Array.isArray(value)) {
    for (const item of value) markFavorites(item, favorites);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('is_favorite' in record && typeof record.id === 'number') record.is_favorite = favorites.has(record.id);
    for (const item of Object.values(record)) markFavorites(item, favorites);
  }
}

function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

/**
 * Public answers (the catalogue, settings, dictionaries, content pages): computed once per
 * language and query, kept in memory (lib/public-cache.ts), and dropped when a table they rest
 * on changes, on every instance: the database's triggers (migration 0050) NOTIFY each change,
 * every instance LISTENs, and a timer covers the flash sales' starts and ends. A write through
 * this instance resolves after its own change notice arrived (db/database.ts: listen), so the
 * writer reads what it wrote. A signed-in shopper's favourites are never cached: they are
 * merged per request.
 */
export const publicAnswers = fp(
  async function publicAnswers(app: FastifyInstance, options: PublicAnswersOptions) {
    const cache = options.enabled ? new PublicCache({ maxBytes: options.maxBytes, maxAgeMs: MAX_AGE_MS }) : null;
    const pages = options.enabled ? new PublicCache({ maxBytes: options.pageMaxBytes, maxAgeMs: MAX_AGE_MS }) : null;
    app.decorate('publicCache', cache);
    app.decorate('pageCache', pages);

    if (cache && pages) {
      const caches = [cache, pages];
      app.changeFeed.subscribe({
        changed(table, stockOf) {
          for (const cache of caches) {
            if (stockOf) cache.invalidateStock(table, stockOf);
            else cache.invalidate([table]);
          }
          app.storeLanguages.changed(table);
        },
        // While the feed is down the caches serve what they kept marked stale and keep nothing
        // new; when it is back, they start empty.
        interrupted: () => caches.forEach((c) => c.distrust()),
        resumed: () => {
          caches.forEach((c) => c.trust());
          app.storeLanguages.changed('*');
        },
      });
    }

    async function computeAnswer(request: FastifyRequest, reply: FastifyReply, compute: PublicCompute): Promise<ComputedAnswer> {
      const { result: payload, shown } = await collectShown(compute);
      if (payload instanceof Missing) {
        const body = { message: request.say(payload.said) };
        return { status: 404, payload: body, body: JSON.stringify(body) };
      }
      // reply.serialize uses the route's response schema for the current status.
      reply.code(200);
      return { status: 200, payload, body: String(reply.serialize(payload)), shown };
    }

    async function find(request: FastifyRequest, reply: FastifyReply, tables: readonly PublicTable[], compute: PublicCompute) {
      if (!cache) return { answer: await computeAnswer(request, reply, compute).then(cachedAnswer), outcome: 'bypass' as const };
      // The language the answer is in (request-language.ts): texts and messages differ by it.
      const key = [request.routeOptions.url, request.locale, canonical(request.params), canonical(request.query)].join(' ');
      return cache.answer(key, tables, () => computeAnswer(request, reply, compute));
    }

    /** The signed-in shopper's version of a public answer: personalised, with their favourites. */
    async function forShopper(answer: CachedAnswer, viewer: number, personalize: Personalize | undefined) {
      if (!personalize && answer.productIds.length === 0) return answer;
      const parsed = JSON.parse(answer.body) as { data: Record<string, unknown> };
      if (personalize) await personalize(parsed, viewer);
      const productIds = personalize ? [...productIdsIn(parsed)] : answer.productIds;
      const favorites = productIds.length ? await favoriteIdsAmong(app.db, viewer, productIds) : new Set<number>();
      if (!personalize && favorites.size === 0) return answer;
      markFavorites(parsed, favorites);
      const body = JSON.stringify(parsed);
      return { ...answer, body, etag: etagOf(body) };
    }

    app.decorate(
      'publicAnswer',
      async (request: FastifyRequest, reply: FastifyReply, options: PublicAnswerOptions, compute: PublicCompute) => {
        const { answer, outcome } = await find(request, reply, options.tables, compute);
        // A page rendering this answer's call shows what it shows (plugins/page-rendering.ts).
        noteShown(answer);
        const viewer = request.session?.id;
        const sent = viewer === undefined || answer.status !== 200 ? answer : await forShopper(answer, viewer, options.personalize);
        return sendAnswer(request, reply, sent, { outcome, personal: viewer !== undefined });
      },
    );
  },
  { name: 'public-answers', dependencies: ['change-feed'] },
);

/** A stale answer (the change feed is down) is not kept downstream: browsers and CDNs ask again each time. */
function cacheControlOf(how: Delivery): string {
  if (how.outcome === 'stale') return 'no-cache';
  return how.personal ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
}

interface Delivery {
  outcome: CacheOutcome;
  /** A signed-in shopper's copy (their favourites): private to their browser. */
  personal: boolean;
}

/** Below this the compression plugin leaves bodies alone too. */
const COMPRESS_FROM_BYTES = 1024;

/** br or gzip when the client takes one and the body is kept in memory and worth compressing. */
function precompressed(request: FastifyRequest, answer: CachedAnswer, how: Delivery): Encoding | null {
  if (how.personal || how.outcome === 'bypass' || answer.body.length < COMPRESS_FROM_BYTES) return null;
  const encoding = new Negotiator(request).encoding(['br', 'gzip']);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, how: Delivery): Promise<FastifyReply> {
  reply.header('vary', 'Accept-Language, Authorization, Accept-Encoding').header('x-cache', how.outcome);
  reply.type('application/json; charset=utf-8');
  if (answer.status !== 200) return reply.code(answer.status).header('cache-control', 'no-cache').send(answer.body);
  reply.header('cache-control', cacheControlOf(how)).header('etag', answer.etag);
  if (matchesIfNoneMatch(request, answer.etag)) return reply.code(304).send();
  const encoding = precompressed(request, answer, how);
  // A body already encoded passes the compression plugin untouched; others it compresses itself.
  if (encoding)
    return reply
      .code(200)
      .header('content-encoding', encoding)
      .send(await encodedBody(answer, encoding));
  return reply.code(200).send(answer.body);
}
