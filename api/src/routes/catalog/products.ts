import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCategory } from '../../db/queries/catalog-categories.js';
import { findFlashSale } from '../../db/queries/catalog-flash-sales.js';
import { findProductDetails, findProductPage, listProducts } from '../../db/queries/catalog-products.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { notFound, viewerId } from './catalog-helpers.js';
import { categoryProductsQuery, idField, productFilters, productListQuery } from './query-fields.js';
import { category, optionalBearer, product, productDetails } from './schemas.js';

/** Related and popular products shown under a product's details. */
export const DETAILS_LIST_SIZE = 10;

const productPage = z.object({ total: z.number().int(), products: z.array(product) });

/** GET /products, /category-products and /product-details. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'Products: search, filter by shop, category, price and rating, and sort',
        security: optionalBearer,
        querystring: productListQuery,
        response: { 200: envelope(productPage) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await findProductPage(app.db, {
        page: query.page,
        per_page: query.per_page,
        filters: productFilters(query),
        sort: query.sort_type,
        viewerId: viewerId(request),
      });
      return { data: page };
    },
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
      const found = await findCategory(app.db, query.category_id);
      if (!found) return notFound(reply, 'category');
      const page = await findProductPage(app.db, {
        page: query.page,
        per_page: query.per_page,
        filters: productFilters(query),
        sort: query.sort_type,
        viewerId: viewerId(request),
      });
      return { data: { total: page.total, category: found, products: page.products } };
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
          200: envelope(
            z.object({ product: productDetails, related_products: z.array(product), popular_products: z.array(product) }),
          ),
          404: messageBody,
        },
      },
    },
    async (request, reply) => {
      const id = request.query.product_id;
      const viewer = viewerId(request);
      const details = await findProductDetails(app.db, id, viewer);
      if (!details) return notFound(reply, 'product');
      const list = { page: 1, per_page: DETAILS_LIST_SIZE, sort: 'popular_product' as const, viewerId: viewer };
      const [flashSale, related, popular] = await Promise.all([
        details.flashSaleId === null ? null : findFlashSale(app.db, details.flashSaleId),
        listProducts(app.db, { ...list, filters: { categoryId: details.categoryId, excludeProductId: id } }),
        listProducts(app.db, { ...list, filters: { excludeProductId: id } }),
      ]);
      return {
        data: {
          product: {
            ...details.product,
            short_description: details.shortDescription,
            description: details.description,
            thumbnails: details.thumbnails,
            flash_sale: flashSale,
          },
          related_products: related,
          popular_products: popular,
        },
      };
    },
  );
};
