import type { JsonSchema, Operation } from '../openapi/operations.js';
import { exampleValue } from '../openapi/valid-values.js';
import type { ShopperObjects } from '../shopper-objects.js';

/**
 * The cross-id table of the authorisation model: for every documented operation, every field
 * that names an object (in the path, the query or the JSON body), and every object of shopper
 * A, one request as shopper B that is B's own valid request except for that one field, which
 * holds A's id.
 */

/** Field names that carry an object's id, number or code. */
const ID_FIELD = /^(id|order|file)$|_(id|ids|number|code)$/;

export type Place = 'path' | 'query' | 'body';

export interface IdField {
  place: Place;
  name: string;
  schema: JsonSchema;
}

export interface CrossRequest {
  operation: Operation;
  field: IdField;
  /** A's id as it was sent. */
  value: unknown;
  method: Operation['method'];
  url: string;
  body?: Record<string, unknown>;
}

export function idFields(operation: Operation): IdField[] {
  const fields: IdField[] = operation.parameters
    .filter((p) => p.in !== 'header')
    .map((p) => ({ place: p.in as Place, name: p.name, schema: p.schema }));
  const body = operation.bodies['application/json'];
  for (const [name, schema] of Object.entries(body?.properties ?? {})) fields.push({ place: 'body', name, schema });
  return fields.filter((field) => ID_FIELD.test(field.name));
}

function baseType(schema: JsonSchema): JsonSchema['type'] {
  return schema.type ?? schema.anyOf?.[0]?.type;
}

/** A's ids in the form the field takes: numbers for number fields, every id as text for text fields. */
export function valuesFor(schema: JsonSchema, a: ShopperObjects): unknown[] {
  const numbers = [...a.addressIds, ...a.orderIds, a.ticketId, ...a.messageIds, a.reviewId];
  const texts = [...a.orderCodes, a.ticketNumber];
  switch (baseType(schema)) {
    case 'integer':
    case 'number':
      return numbers;
    case 'array':
      return valuesFor(schema.items ?? {}, a).map((value) => [value]);
    default:
      return [...texts, ...numbers.map(String)];
  }
}

/** B's own value for a field, so that only the field under test is foreign. */
function ownValue(name: string, schema: JsonSchema, b: ShopperObjects): unknown {
  const own: Record<string, unknown> = {
    address_id: b.addressIds[0],
    order_id: b.orderIds[0],
    product_id: b.productId,
    shop_id: b.shopId,
    shop_ids: [b.shopId],
    coupon_id: b.couponId,
    coupon_code: b.couponCode,
    ticket_number: b.ticketNumber,
    order_number: b.orderCodes[0],
    payment_method: 'cash',
  };
  return name in own ? own[name] : exampleValue(schema);
}

function fieldsOf(operation: Operation, b: ShopperObjects) {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of operation.parameters) {
    if (p.in === 'path') path[p.name] = String(ownValue(p.name, p.schema, b));
    if (p.in === 'query' && (p.required || ID_FIELD.test(p.name))) query[p.name] = String(ownValue(p.name, p.schema, b));
  }
  const schema = operation.bodies['application/json'];
  const body = schema
    ? Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, inner]) => [name, ownValue(name, inner, b)]))
    : undefined;
  return { path, query, body };
}

function crossRequest(operation: Operation, field: IdField, value: unknown, b: ShopperObjects): CrossRequest {
  const { path, query, body } = fieldsOf(operation, b);
  if (field.place === 'path') path[field.name] = String(value);
  if (field.place === 'query') query[field.name] = String(value);
  if (field.place === 'body' && body) body[field.name] = value;
  const filled = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return { operation, field, value, method: operation.method, url: search ? `${filled}?${search}` : filled, ...(body ? { body } : {}) };
}

/** Every request of the table for one operation. */
export function crossRequests(operation: Operation, a: ShopperObjects, b: ShopperObjects): CrossRequest[] {
  return idFields(operation).flatMap((field) => valuesFor(field.schema, a).map((value) => crossRequest(operation, field, value, b)));
}
