import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listBanners, listHomeBanners } from '../../db/queries/catalog-banners.js';
import { findCategoryPage } from '../../db/queries/catalog-categories.js';
import { currentFlashSales } from '../../db/queries/catalog-flash-sales.js';
import type { Queryable } from '../../db/database.js';
import { findProductPage, listProducts, type ProductPageRequest } from '../../db/queries/catalog-products.js';
import { findShopPage, isMultiVendor } from '../../db/queries/catalog-shops.js';
import { envelope } from '../../lib/envelope.js';
import { paginationQuery } from '../../schemas/fields.js';
import { CATALOG, flashSaleWithProducts } from './catalog-helpers.js';
import { banner, category, flashSale, optionalBearer, product, shop } from '../../schemas/catalog.js';

/** How many categories, shops and popular products the home page shows (it links to the full lists). */
export const HOME_CATEGORIES = 12;
export const HOME_SHOPS = 8;
export const HOME_POPULAR_PRODUCTS = 5;

const homeResponse = envelope(
  z.object({
    banners: z.array(banner),
    ads: z.array(banner),
    categories: z.array(category),
    shops: z.array(shop),
    popular_products: z.array(product),
    just_for_you: z.object({ total: z.number().int(), products: z.array(product) }),
    incoming_flash_sale: flashSale.nullable(),
    running_flash_sale: flashSale.nullable(),
  }),
);

/**
 * "Just for you" in the answer: a page of products (page and per_page), or only its total (the
 * storefront loads its products from GET /products when the shopper scrolls near them).
 */
const homeQuery = paginationQuery.extend({
  just_for_you: z
    .enum(['page', 'total'])
    .default('page')
    .describe('page: a page of "just for you" products; total: only how many there are (products is empty)'),
});

/** GET /home (everything the home page shows; page and per_page page "just for you") and /banners. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'The home page: banners, ads, categories, shops, popular and just-for-you products, flash sales',
        security: optionalBearer,
        querystring: homeQuery,
        response: { 200: homeResponse },
      },
    },
    async (request, reply) => {
      const { just_for_you: shown, ...pagination } = request.query;
      const onlyTotal = shown === 'total';
      const justForYou = {
        ...(onlyTotal ? { page: 1, per_page: 1 } : pagination),
        filters: {},
        sort: 'just_for_you' as const,
        locale: request.locale,
      };
      // A signed-in shopper's "just for you" comes first from their favourites' categories.
      const options = {
        ...CATALOG,
        personalize: onlyTotal
          ? undefined
          : async (payload: { data: Record<string, unknown> }, viewerId: number) => {
              const page = payload.data.just_for_you as { products: unknown };
              page.products = await listProducts(app.db, { ...justForYou, viewerId });
            },
      };
      return app.publicAnswer(request, reply, options, () => loadHome(app.db, justForYou, onlyTotal, request.locale));
    },
  );

  app.get(
    '/banners',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Home page banners',
        response: { 200: envelope(z.object({ banners: z.array(banner) })) },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, CATALOG, async () => ({ data: { banners: await listBanners(app.db, 'banners', request.locale) } })),
  );
};

/**
 * The home page as a guest sees it (with "just for you"'s total alone when `onlyTotal`), its
 * banners, names and texts in `locale`.
 */
async function loadHome(db: Queryable, justForYou: Omit<ProductPageRequest, 'viewerId'>, onlyTotal: boolean, locale: string) {
  const [{ banners, ads }, categories, shops, popular, justForYouPage, sales] = await Promise.all([
    listHomeBanners(db, locale),
    findCategoryPage(db, { page: 1, per_page: HOME_CATEGORIES, locale }),
    // Single-vendor stores have no shops to show.
    isMultiVendor(db).then((multi) => (multi ? findShopPage(db, { page: 1, per_page: HOME_SHOPS }) : null)),
    listProducts(db, { page: 1, per_page: HOME_POPULAR_PRODUCTS, filters: {}, sort: 'popular_product', viewerId: null, locale }),
    findProductPage(db, { ...justForYou, viewerId: null }),
    currentFlashSales(db, locale),
  ]);
  const [incoming, running] = await Promise.all([
    flashSaleWithProducts(db, sales.incoming, locale),
    flashSaleWithProducts(db, sales.running, locale),
  ]);
  return {
    data: {
      banners,
      ads,
      categories: categories.categories,
      shops: shops?.shops ?? [],
      popular_products: popular,
      just_for_you: onlyTotal ? { total: justForYouPage.total, products: [] } : justForYouPage,
      incoming_flash_sale: incoming,
      running_flash_sale: running,
    },
  };
}
