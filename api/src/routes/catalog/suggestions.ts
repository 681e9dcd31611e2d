import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestionWords } from '../../lib/search-names.js';
import { noteSalesOrder } from '../../lib/shown-products.js';
import { envelope } from '../../lib/envelope.js';
import { searchSuggestions } from '../../schemas/catalog.js';
import { CATALOG } from './catalog-helpers.js';

/** What the header shows as the shopper types: from two characters, at most a search box's worth. */
export const suggestionsQuery = z.object({ q: z.string().trim().min(2).max(100) });

/**
 * GET /search-suggestions?q=: up to 5 products found as the lists find them (docs/search.md), 3 shops
 * and 3 categories with a word of their name starting with each word typed, folded, all from memory
 * (plugins/product-search.ts, product-cards.ts); the products' and categories' names in the answer's
 * language. Nothing in it is the shopper's own (no favourites), so every answer is public and cached
 * per term and language.
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
      app.publicAnswer(request, reply, CATALOG, async () => {
        const { q } = request.query;
        const words = suggestionWords(q);
        if (!words) return { data: { products: [], shops: [], categories: [] } };
        // The products come in the search's order, which the best sellers break ties in.
        noteSalesOrder();
        const { productIds, shops, categories } = await app.productSearch.suggest(q, words, request.locale);
        const cards = await app.productCards.cards(productIds, request.locale);
        return { data: { products: cards.map((card) => ({ id: card.id, name: card.name, image: card.thumbnail })), shops, categories } };
      }),
  );
};
