import { z } from 'zod';
import { flagField, idField, idListField, nullableIdField, optionalText, quantityField } from '../../schemas/fields.js';

export const storeBody = z.object({
  product_id: idField(),
  quantity: quantityField(),
  /** Ids of one of the product's colours and sizes; absent, null or '' for none. */
  color: nullableIdField(),
  size: nullableIdField(),
  /** The client's idea of the unit; the product's own unit is stored. */
  unit: z.union([z.string().max(100), z.number()]).nullish(),
  is_buy_now: flagField(),
});

export const productBody = z.object({ product_id: idField() });

/** Enough for every shop of a store; keeps the SQL parameter small. */
export const MAX_SHOPS = 100;

export const checkoutBody = z.object({
  /** May be empty: the storefront refetches after deselecting the last shop and expects nothing. */
  shop_ids: idListField(MAX_SHOPS),
  coupon_code: optionalText(50),
  is_buy_now: flagField(),
});
