import { z } from 'zod';
import { sanitisedHtml } from './fields.js';

/**
 * Response shapes of the catalogue (docs/api.md#catalogue). Images are URLs, '' when absent. The
 * queries that build them (db/queries/catalog-*.ts) return their z.infer types.
 */

const id = z.number().int();
const money = z.number();

export const product = z.object({
  id,
  name: z.string(),
  thumbnail: z.string(),
  price: money,
  discount_price: money,
  discount_percentage: z.number(),
  rating: z.number(),
  total_reviews: z.string(),
  total_sold: z.string(),
  quantity: z.number().int(),
  is_favorite: z.boolean(),
  brand: z.string().nullable(),
  unit: z.object({ id, name: z.string() }).nullable(),
  sizes: z.array(z.object({ id, name: z.string(), price: money })),
  colors: z.array(z.object({ id, name: z.string(), color_code: z.string(), price: money })),
  shop: z.object({
    id,
    name: z.string(),
    logo: z.string(),
    rating: z.number(),
    estimated_delivery_time: z.string(),
    delivery_charge: money,
  }),
});

export const flashSaleSummary = z.object({
  id,
  name: z.string(),
  thumbnail: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});

export const flashSale = flashSaleSummary.extend({ products: z.array(product) });

export const productDetails = product.extend({
  short_description: z.string(),
  description: sanitisedHtml(),
  thumbnails: z.array(z.object({ id, thumbnail: z.string() })),
  /** The running flash sale pricing this product (without its product list), or null. */
  flash_sale: flashSaleSummary.nullable(),
});

const subCategory = z.object({ id, name: z.string(), thumbnail: z.string() });

export const category = subCategory.extend({ sub_categories: z.array(subCategory) });

export const shop = z.object({
  id,
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  total_products: z.number().int(),
  total_categories: z.number().int(),
  rating: z.number(),
  shop_status: z.enum(['Online', 'Offline']),
  total_reviews: z.number().int(),
});

export const shopDetails = shop.extend({
  short_description: z.string(),
  description: z.string(),
  banners: z.array(z.object({ id, title: z.string(), thumbnail: z.string() })),
});

export const banner = z.object({ id, title: z.string(), thumbnail: z.string() });

export const review = z.object({
  id,
  customer_name: z.string(),
  customer_profile: z.string().nullable(),
  rating: z.number().int(),
  description: z.string(),
  created_at: z.string(),
});

export const ratingSummary = z.object({
  rating: z.number(),
  total_review: z.number().int(),
  percentages: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
});

export const currentFlashSales = z.object({
  incoming_flash_sale: flashSale.nullable(),
  running_flash_sale: flashSale.nullable(),
});

/** One search suggestion: enough for a link (the id) and a line (name and picture, '' for none). */
const suggestion = z.object({ id: z.number().int(), name: z.string(), image: z.string() });

export const searchSuggestions = z.object({
  products: z.array(suggestion),
  shops: z.array(suggestion),
  categories: z.array(suggestion),
});

const facetCount = z.object({ id: z.number().int(), count: z.number().int() });

/** The counts beside a list's filter choices (db/queries/catalog-facets.ts). */
export const productFacets = z.object({
  total: z.number().int(),
  categories: z.array(facetCount),
  sub_categories: z.array(facetCount).describe('Within the chosen category; empty when none is chosen'),
  shops: z.array(facetCount),
  ratings: z
    .array(z.object({ rating: z.number().int(), count: z.number().int() }))
    .describe('Star bands 5 to 1: a rating from r to below r + 1'),
  price_bands: z
    .array(z.object({ min: z.number().nullable(), max: z.number().nullable(), count: z.number().int() }))
    .describe('min_price and max_price of each band (inclusive; null: open), cut at round prices'),
});

/** OpenAPI: a bearer token is optional here (it fills is_favorite). */
export const optionalBearer: Array<Record<string, string[]>> = [{ bearer: [] }, {}];
