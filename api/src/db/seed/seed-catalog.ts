import type { Queryable } from '../database.js';
import { escapeHtml } from '../../lib/html.js';
import type { SeededRandom } from '../../lib/random.js';
import { slugify } from '../../lib/slug.js';
import { generatedImageUrl } from '../../media/media-url.js';
import { CATEGORIES, SHOPS, UNITS, type SubCategorySeed } from './data/catalog.js';
import { CATEGORY_NAMES_AR, PRODUCT_NAMES_AR, SUB_CATEGORY_NAMES_AR } from './data/catalog-ar.js';
import { DELIVERY_TIMES_AR } from './data/operator-texts-ar.js';
import { insertRows } from './insert-rows.js';

export interface SeededProduct {
  id: number;
  shopId: number;
  price: number;
  discountPrice: number;
  createdAt: Date;
}

type IdBySlug = Map<string, number>;

const DAY_MS = 86_400_000;

export const round2 = (n: number): number => Math.round(n * 100) / 100;

function byKey<T extends { id: number }>(rows: T[], key: (row: T) => string): Map<string, number> {
  return new Map(rows.map((row) => [key(row), row.id]));
}

interface Lookups {
  shops: IdBySlug;
  categories: IdBySlug;
  /** Keyed 'Category/Sub-category'. */
  subCategories: IdBySlug;
  brands: IdBySlug;
  units: IdBySlug;
}

/** Shops, categories, brands, units and products with images, sizes and colours. */
export async function seedCatalog(tx: Queryable, rng: SeededRandom, now: Date): Promise<SeededProduct[]> {
  const shops = await seedShops(tx);
  const { categoryIds, subCategoryIds } = await seedCategories(tx);
  const brandNames = CATEGORIES.flatMap((c) => c.subCategories.flatMap((s) => s.products.map(([, brand]) => brand)));
  const lookups: Lookups = {
    shops,
    categories: categoryIds,
    subCategories: subCategoryIds,
    brands: await seedNamed(tx, 'brands', [...new Set(brandNames)]),
    units: await seedNamed(tx, 'units', [...UNITS]),
  };
  return seedProducts(tx, rng, now, lookups);
}

async function seedProducts(tx: Queryable, rng: SeededRandom, now: Date, ids: Lookups): Promise<SeededProduct[]> {
  const planned = CATEGORIES.flatMap((category) =>
    category.subCategories.flatMap((sub) =>
      sub.products.map(([name, brand, price]) => ({
        sub,
        row: {
          ...productRow(rng, now, { name, brand, price, sub }),
          shop_id: ids.shops.get(sub.shop)!,
          category_id: ids.categories.get(category.name)!,
          sub_category_id: ids.subCategories.get(`${category.name}/${sub.name}`)!,
          brand_id: ids.brands.get(brand)!,
          unit_id: ids.units.get(sub.unit)!,
        },
      })),
    ),
  );
  const inserted = await insertRows<{ id: number; slug: string }>(
    tx,
    'products',
    planned.map(({ row }, i) => ({ ...row, sku: `SM-${String(i + 1).padStart(5, '0')}` })),
    { returning: 'id, slug' },
  );
  const productIds = byKey(inserted, (r) => r.slug);
  const products = planned.map(({ sub, row }) => ({ id: productIds.get(row.slug)!, sub, row }));
  await seedProductOptions(
    tx,
    rng,
    products.map(({ id, row, sub }) => ({ id, name: row.name, sub })),
  );
  return products.map(({ id, row }) => ({
    id,
    shopId: row.shop_id,
    price: row.price,
    discountPrice: row.discount_price,
    createdAt: row.created_at,
  }));
}

/** A row's `translations` (migrations 0080, 0230) with its name in Arabic, when the demo data has one. */
export function arabicName(names: Record<string, string>, english: string): Record<string, { name: string }> {
  const arabic = names[english];
  return arabic ? { ar: { name: arabic } } : {};
}

/** A shop's translations (migration 0080): its delivery text in Arabic. */
function arabicDeliveryTime(text: string): Record<string, { estimated_delivery_time: string }> {
  const arabic = DELIVERY_TIMES_AR[text];
  return arabic ? { ar: { estimated_delivery_time: arabic } } : {};
}

async function seedShops(tx: Queryable): Promise<IdBySlug> {
  const shops = await insertRows<{ id: number; slug: string }>(
    tx,
    'shops',
    SHOPS.map((shop, i) => ({
      name: shop.name,
      slug: shop.slug,
      logo: generatedImageUrl('shop-logo', i + 1, shop.name),
      banner: generatedImageUrl('shop-banner', i + 1, shop.name),
      short_description: shop.shortDescription,
      description: shop.description,
      phone: shop.phone,
      email: shop.email,
      address: shop.address,
      is_online: shop.isOnline,
      estimated_delivery_time: shop.estimatedDeliveryTime,
      translations: arabicDeliveryTime(shop.estimatedDeliveryTime),
      delivery_charge: shop.deliveryCharge,
    })),
    { returning: 'id, slug' },
  );
  const ids = byKey(shops, (s) => s.slug);
  await insertRows(
    tx,
    'shop_banners',
    SHOPS.flatMap((shop, i) =>
      [`${shop.name} New Season`, `${shop.name} Best Sellers`].map((title, j) => ({
        shop_id: ids.get(shop.slug)!,
        title,
        thumbnail: generatedImageUrl('shop-banner', `${i + 1}-${j + 2}`, title),
        sort_order: j,
      })),
    ),
  );
  return ids;
}

async function seedCategories(tx: Queryable): Promise<{ categoryIds: IdBySlug; subCategoryIds: IdBySlug }> {
  const categories = await insertRows<{ id: number; name: string }>(
    tx,
    'categories',
    CATEGORIES.map((category, i) => ({
      name: category.name,
      slug: slugify(category.name),
      thumbnail: generatedImageUrl('category', i + 1, category.name),
      sort_order: i,
      translations: arabicName(CATEGORY_NAMES_AR, category.name),
    })),
    { returning: 'id, name' },
  );
  const categoryIds = byKey(categories, (c) => c.name);
  let seed = 0;
  const subRows = CATEGORIES.flatMap((category) =>
    category.subCategories.map((sub, i) => ({
      category_id: categoryIds.get(category.name)!,
      name: sub.name,
      slug: slugify(sub.name),
      thumbnail: generatedImageUrl('sub-category', ++seed, sub.name),
      sort_order: i,
      translations: arabicName(SUB_CATEGORY_NAMES_AR, sub.name),
    })),
  );
  const subs = await insertRows<{ id: number; category_id: number; name: string }>(tx, 'sub_categories', subRows, {
    returning: 'id, category_id, name',
  });
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  const subCategoryIds = byKey(subs, (s) => `${categoryNames.get(s.category_id)}/${s.name}`);
  return { categoryIds, subCategoryIds };
}

async function seedNamed(tx: Queryable, table: 'brands' | 'units', names: string[]): Promise<IdBySlug> {
  const rows = await insertRows<{ id: number; name: string }>(
    tx,
    table,
    names.map((name) => ({ name })),
    { returning: 'id, name' },
  );
  return byKey(rows, (r) => r.name);
}

interface ProductInput {
  name: string;
  brand: string;
  price: number;
  sub: SubCategorySeed;
}

function productRow(rng: SeededRandom, now: Date, { name, brand, price, sub }: ProductInput) {
  const discounted = rng.chance(0.45);
  const features = sub.features;
  return {
    name,
    translations: arabicName(PRODUCT_NAMES_AR, name),
    slug: slugify(name),
    short_description: `${name} by ${brand}. ${features[0]}, ${features[1]!.toLowerCase()}.`,
    description: productDescription(name, brand, features),
    price,
    discount_price: discounted ? round2(price * (1 - rng.int(8, 30) / 100)) : 0,
    // A few products are sold out so the storefront's out-of-stock states can be seen.
    quantity: rng.chance(0.04) ? 0 : rng.int(8, 240),
    total_sold: Math.floor(rng.next() ** 2 * 2400),
    created_at: new Date(now.getTime() - rng.int(0, 120) * DAY_MS - rng.int(0, 86_399) * 1000),
  };
}

function productDescription(name: string, brand: string, features: readonly string[]): string {
  const items = features.map((f) => `<li>${escapeHtml(f)}</li>`).join('');
  return (
    `<p>The <strong>${escapeHtml(name)}</strong> from ${escapeHtml(brand)} is made for everyday use and ` +
    `built to last. It is shipped by the shop within one working day of your order.</p>` +
    `<h3>Highlights</h3><ul>${items}</ul>` +
    `<p>Not quite right? Returns are free within 7 days of delivery; see our return policy.</p>`
  );
}

interface OptionInput {
  id: number;
  name: string;
  sub: SubCategorySeed;
}

async function seedProductOptions(tx: Queryable, rng: SeededRandom, products: OptionInput[]): Promise<void> {
  const images = products.flatMap(({ id, name }) =>
    Array.from({ length: rng.int(2, 4) }, (_, i) => ({
      product_id: id,
      thumbnail: generatedImageUrl('product', `${id}-${i + 1}`, name),
      sort_order: i,
    })),
  );
  const sizes = products.flatMap(({ id, sub }) => sub.sizes.map(([name, price], i) => ({ product_id: id, name, price, sort_order: i })));
  const colors = products.flatMap(({ id, sub }) => {
    if (!sub.colors) return [];
    const chosen = new Set(rng.sample(sub.colors, rng.int(2, Math.min(4, sub.colors.length))));
    return sub.colors
      .filter((c) => chosen.has(c))
      .map(([name, color_code, price], i) => ({ product_id: id, name, color_code, price, sort_order: i }));
  });
  await insertRows(tx, 'product_images', images);
  await insertRows(tx, 'product_sizes', sizes);
  await insertRows(tx, 'product_colors', colors);
}
