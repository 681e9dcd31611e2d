import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findSearchSuggestions } from '../../db/queries/search-suggestions.js';
import { envelope } from '../../lib/envelope.js';
import { searchSuggestions } from '../../schemas/catalog.js';
import { CATALOG } from './catalog-helpers.js';

/** What the header shows as the shopper types: from two characters, at most a search box's worth. */
export const suggestionsQuery = z.object({ q: z.string().trim().min(2).max(100) });

/**
 * GET /search-suggestions?q=: up to 5 products found as the lists find them (docs/search.md), 3 shops
 * and 3 categories with a word of their name starting with each word typed, folded (migration 0270); the
 * products' and categories' names in the answer's language. Nothing in it is the shopper's own (no
 * favourites), so every answer is public and cached per term and language.
 */
export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search-suggestions',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products, shops and categories matching what the shopper is typing',
        querystring: suggestionsQuery,
        response: { 200: envelope(searchSuggestions) },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, CATALOG, async () => ({
        data: await findSearchSuggestions(app.db, request.query.q, await app.productSearch.search(request.query.q), request.locale),
      })),
  );
};
