import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';

/** The contract's Product keys (docs/api.md#catalogue). */
export const PRODUCT_KEYS = [
  'id',
  'name',
  'thumbnail',
  'price',
  'discount_price',
  'discount_percentage',
  'rating',
  'total_reviews',
  'total_sold',
  'quantity',
  'is_favorite',
  'brand',
  'unit',
  'sizes',
  'colors',
  'shop',
].sort();

export const PRODUCT_SHOP_KEYS = ['id', 'name', 'logo', 'rating', 'estimated_delivery_time', 'delivery_charge'].sort();

export const SHOP_KEYS = [
  'id',
  'name',
  'logo',
  'banner',
  'total_products',
  'total_categories',
  'rating',
  'shop_status',
  'total_reviews',
].sort();

export const FLASH_SALE_KEYS = ['id', 'name', 'thumbnail', 'start_date', 'end_date', 'products'].sort();

type Json = Record<string, unknown>;

const keys = (value: unknown) => Object.keys(value as Json).sort();

/** Checks one Product field by field: keys, types, nested shapes. */
export function assertProductShape(product: Json): void {
  assert.deepEqual(keys(product), PRODUCT_KEYS);
  for (const field of ['id', 'price', 'discount_price', 'discount_percentage', 'rating', 'quantity']) {
    assert.equal(typeof product[field], 'number', field);
  }
  for (const field of ['name', 'thumbnail', 'total_reviews', 'total_sold']) assert.equal(typeof product[field], 'string', field);
  assert.equal(typeof product.is_favorite, 'boolean');
  assert.ok(product.brand === null || typeof product.brand === 'string');
  assert.ok(product.unit === null || keys(product.unit).join() === 'id,name', 'unit is { id, name } or null');
  for (const size of product.sizes as Json[]) assert.deepEqual(keys(size), ['id', 'name', 'price']);
  for (const color of product.colors as Json[]) assert.deepEqual(keys(color), ['color_code', 'id', 'name', 'price']);
  assert.deepEqual(keys(product.shop), PRODUCT_SHOP_KEYS);
  const shop = product.shop as Json;
  assert.equal(typeof shop.delivery_charge, 'number');
  assert.equal(typeof shop.rating, 'number');
}

export function assertShopShape(shop: Json, extra: string[] = []): void {
  assert.deepEqual(keys(shop), [...SHOP_KEYS, ...extra].sort());
  assert.ok(shop.shop_status === 'Online' || shop.shop_status === 'Offline');
  for (const field of ['id', 'total_products', 'total_categories', 'rating', 'total_reviews']) {
    assert.equal(typeof shop[field], 'number', field);
  }
}

export function assertCategoryShape(category: Json): void {
  assert.deepEqual(keys(category), ['id', 'name', 'sub_categories', 'thumbnail']);
  for (const sub of category.sub_categories as Json[]) assert.deepEqual(keys(sub), ['id', 'name', 'thumbnail']);
}

export function assertFlashSaleShape(sale: Json, withProducts = true): void {
  assert.deepEqual(keys(sale), withProducts ? FLASH_SALE_KEYS : FLASH_SALE_KEYS.filter((k) => k !== 'products'));
  for (const field of ['start_date', 'end_date']) {
    assert.ok(!Number.isNaN(Date.parse(sale[field] as string)), `${field} is an ISO date`);
  }
  if (withProducts) for (const product of sale.products as Json[]) assertProductShape(product);
}

/** A parsed response body: as loosely typed as JSON.parse (tests poke into it freely). */
type Body = ReturnType<typeof JSON.parse>;

/** GET through the app; a token makes the call as that customer. Returns status and body. */
export async function getJson(app: FastifyInstance, url: string, token?: string): Promise<{ status: number; body: Body }> {
  const res = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json() };
}

/** Asserts a 422 whose errors name exactly these fields and whose message is the first error. */
export async function assertFieldErrors(app: FastifyInstance, url: string, fields: string[]): Promise<void> {
  const { status, body } = await getJson(app, url);
  assert.equal(status, 422, url);
  assert.deepEqual(Object.keys(body.errors).sort(), [...fields].sort(), url);
  assert.equal(body.message, body.errors[Object.keys(body.errors)[0]!][0], url);
}

export const ids = (list: Array<{ id: number }>) => list.map((item) => item.id);
