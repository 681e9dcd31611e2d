import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listBanners } from '../../db/queries/catalog-banners.js';
import { findCategoryPage } from '../../db/queries/catalog-categories.js';
import { currentFlashSales } from '../../db/queries/catalog-flash-sales.js';
import { findProductPage, listProducts } from '../../db/queries/catalog-products.js';
import { findShopPage, isMultiVendor } from '../../db/queries/catalog-shops.js';
import { envelope } from '../../lib/envelope.js';
import { paginationQuery } from '../../lib/pagination.js';
import { flashSaleWithProducts, viewerId } from './catalog-helpers.js';
import { banner, category, flashSale, optionalBearer, product, shop } from './schemas.js';

/** How many categories, shops and popular products the home page shows (it links to the full lists). */
export const HOME_CATEGORIES = 12;
export const HOME_SHOPS = 8;
export const HOME_POPULAR_PRODUCTS = 10;

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
        querystring: paginationQuery,
        response: { 200: homeResponse },
      },
    },
    async (request) => {
      const viewer = viewerId(request);
      const [banners, ads, categories, shops, popular, justForYou, sales] = await Promise.all([
        listBanners(app.db, 'banners'),
        listBanners(app.db, 'ads'),
        findCategoryPage(app.db, { page: 1, per_page: HOME_CATEGORIES }),
        // Single-vendor stores have no shops to show.
        isMultiVendor(app.db).then((multi) => (multi ? findShopPage(app.db, { page: 1, per_page: HOME_SHOPS }) : null)),
        listProducts(app.db, { page: 1, per_page: HOME_POPULAR_PRODUCTS, filters: {}, sort: 'popular_product', viewerId: viewer }),
        findProductPage(app.db, { ...request.query, filters: {}, sort: 'just_for_you', viewerId: viewer }),
        currentFlashSales(app.db),
      ]);
      const [incoming, running] = await Promise.all([
        flashSaleWithProducts(app.db, sales.incoming, viewer),
        flashSaleWithProducts(app.db, sales.running, viewer),
      ]);
      return {
        data: {
          banners,
          ads,
          categories: categories.categories,
          shops: shops?.shops ?? [],
          popular_products: popular,
          just_for_you: justForYou,
          incoming_flash_sale: incoming,
          running_flash_sale: running,
        },
      };
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
    async () => ({ data: { banners: await listBanners(app.db, 'banners') } }),
  );
};
