import { z } from 'zod';
import { envelope } from '../../lib/envelope.js';
import { flagField, idField, idListField, optionalIdField, optionalTextField, quantityField } from './fields.js';

const option = z.object({ id: z.number(), name: z.string() });

export const cartProduct = z.object({
  id: z.number(),
  thumbnail: z.string().nullable(),
  brand: z.string().nullable(),
  name: z.string(),
  price: z.number(),
  discount_price: z.number(),
  discount_percentage: z.number(),
  quantity: z.number(),
  size: option.nullable(),
  color: option.nullable(),
  unit: z.string().nullable(),
  shop_id: z.number(),
});

export const cartShopGroup = z.object({
  id: z.number(),
  shop_id: z.number(),
  shop_name: z.string(),
  shop_rating: z.number(),
  products: z.array(cartProduct),
});

export const cartResponse = envelope(z.object({ total: z.number(), cart_items: z.array(cartShopGroup) }));

export const storeBody = z.object({
  product_id: idField(),
  quantity: quantityField(),
  /** Ids of one of the product's colours and sizes; absent, null or '' for none. */
  color: optionalIdField(),
  size: optionalIdField(),
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
  coupon_code: optionalTextField(50),
  is_buy_now: flagField(),
});

export const checkoutResponse = envelope(
  z.object({
    checkout_items: z.array(cartShopGroup),
    checkout: z.object({
      total_amount: z.number(),
      delivery_charge: z.number(),
      coupon_discount: z.number(),
      payable_amount: z.number(),
      order_tax_amount: z.number(),
    }),
  }),
);
