import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.js';
import type { FlashSaleSummaryJson } from '../../db/queries/catalog-flash-sales.js';
import { listProducts, type ProductJson } from '../../db/queries/catalog-products.js';

/** Products a flash sale carries where it is shown whole (home page, /flash-sales). */
export const FLASH_SALE_PREVIEW_SIZE = 10;

/** The signed-in caller on a route with `preHandler: app.optionalUser`, or null for a guest. */
export function viewerId(request: FastifyRequest): number | null {
  return request.session?.id ?? null;
}

/** 404 `{ message }` for an id that names nothing listed. */
export function notFound(reply: FastifyReply, what: string) {
  return reply.code(404).send({ message: `The ${what} could not be found.` });
}

/** A FlashSale with its first products (priced as now: sale prices only while it runs). */
export async function flashSaleWithProducts(
  db: Queryable,
  sale: FlashSaleSummaryJson | null,
  viewer: number | null,
): Promise<(FlashSaleSummaryJson & { products: ProductJson[] }) | null> {
  if (!sale) return null;
  const products = await listProducts(db, {
    filters: { flashSaleId: sale.id },
    page: 1,
    per_page: FLASH_SALE_PREVIEW_SIZE,
    viewerId: viewer,
  });
  return { ...sale, products };
}
