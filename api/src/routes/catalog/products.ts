import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCategory } from '../../db/queries/catalog-categories.js';
import { findProductFacets } from '../../db/queries/catalog-facets.js';
import {
  findProductDetailsPage,
  findProductPage,
  listProducts,
  searchAlone,
  type ProductPageRequest,
} from '../../db/queries/catalog-products.js';
import { limitOffset } from '../../lib/pagination.js';
import { noteSalesOrder } from '../../lib/shown-products.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { sanitizeStoredHtml } from '../../lib/stored-html.js';
import { Missing } from '../../plugins/public-answers.js';
import { idField } from '../../schemas/fields.js';
import { CATALOG, productListAnswer } from './catalog-helpers.js';
import { categoryProductsQuery, productFacetsQuery, productFilters, productListQuery, type ProductListQuery } from './query-fields.js';
import { category, optionalBearer, product, productDetails, productFacets } from '../../schemas/catalog.js';

/** Related and popular products shown under a product's details: one row each. */
export const DETAILS_LIST_SIZE = 5;

const productPage = z.object({ total: z.number().int(), products: z.array(product) });

/** /products' page: a search that lists nothing also offers what it may have meant. */
const searchPage = productPage.extend({
  did_you_mean: z
    .string()
    .optional()
    .describe('Only when a search lists nothing: the closest search that finds something (folded: lower case, no accents), if any'),
});

/** GET /products, /category-products and /product-details. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A page of products as /products and /category-products list them, and the public answer's
   * options, which put a signed-in shopper's own just-for-you order in.
   */
  const productList = (query: ProductListQuery, locale: string) => {
    const list = async () => ({
      page: query.page,
      per_page: query.per_page,
      filters: await filtersOf(query),
      sort: query.sort_type,
      locale,
    });
    return { list, options: productListAnswer(query.sort_type, async (viewerId) => listProducts(app.db, { ...(await list()), viewerId })) };
  };

  /**
   * A page of a product list. A search in its own order with nothing else asked takes its page
   * from the search index's answer, and its cards from memory (docs/search.md, "Speed").
   */
  const listPage = async (request: ProductPageRequest) => {
    const found = searchAlone(request);
    if (!found) return findProductPage(app.db, request);
    // The search's order breaks ties by the best sellers: an order may change it.
    noteSalesOrder();
    const { limit, offset } = limitOffset(request);
    return { total: found.length, products: await app.productCards.cards(found.slice(offset, offset + limit), request.locale) };
  };

  /** A list's filters, its search text read by the search index (docs/search.md). */
  const filtersOf = async (query: Omit<ProductListQuery, 'page' | 'per_page' | 'sort_type'>) =>
    productFilters(query, query.search ? await app.productSearch.search(query.search) : undefined);

  app.get(
    '/products',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'Products: search, filter by shop, category, price and rating, and sort',
        security: optionalBearer,
        querystring: productListQuery,
        response: { 200: envelope(searchPage) },
      },
    },
    async (request, reply) => {
      const { list, options } = productList(request.query, request.locale);
      return app.publicAnswer(request, reply, options, async () => {
        const page = await listPage({ ...(await list()), viewerId: null });
        const { search } = request.query;
        const offer = search && page.total === 0 ? (await app.productSearch.catalogue()).correction(search) : null;
        return { data: offer ? { ...page, did_you_mean: offer } : page };
      });
    },
  );

  app.get(
    '/product-facets',
    {
      schema: {
        tags: ['catalogue'],
        summary: "How many products each choice of /products' filters would list, with the other filters applied",
        querystring: productFacetsQuery,
        response: { 200: envelope(productFacets) },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, CATALOG, async () => ({ data: await findProductFacets(app.db, await filtersOf(request.query)) })),
  );

  app.get(
    '/category-products',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: "A category's products, with the same filters as /products",
        security: optionalBearer,
        querystring: categoryProductsQuery,
        response: { 200: envelope(productPage.extend({ category })), 404: messageBody },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { list, options } = productList(query, request.locale);
      return app.publicAnswer(request, reply, options, async () => {
        const found = await findCategory(app.db, query.category_id, request.locale);
        if (!found) return new Missing('not_found.category');
        const page = await findProductPage(app.db, { ...(await list()), viewerId: null });
        return { data: { total: page.total, category: found, products: page.products } };
      });
    },
  );

  app.get(
    '/product-details',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'One product with its images, texts and flash sale, plus related and popular products',
        security: optionalBearer,
        querystring: z.object({ product_id: idField() }),
        response: {
          200: envelope(z.object({ product: productDetails, related_products: z.array(product), popular_products: z.array(product) })),
          404: messageBody,
        },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, CATALOG, async () => {
        const page = await findProductDetailsPage(app.db, request.query.product_id, DETAILS_LIST_SIZE, request.locale);
        if (!page) return new Missing('not_found.product');
        return {
          data: {
            product: {
              ...page.product,
              short_description: page.shortDescription,
              description: await sanitizeStoredHtml(page.description),
              thumbnails: page.thumbnails,
              flash_sale: page.flashSale,
            },
            related_products: page.related,
            popular_products: page.popular,
          },
        };
      }),
  );
};
