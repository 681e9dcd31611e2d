import fc from 'fast-check';
import type { JsonSchema } from './operations.js';

/**
 * Values a schema accepts, as fast-check arbitraries. Purely random ids and codes almost never
 * name a row, so the probes also draw from `KnownValues`: ids and short texts the API itself
 * handed out (seeded catalogue, the probe shopper's own objects), which reach the code behind
 * the validation.
 */
export interface KnownValues {
  integers: readonly number[];
  strings: readonly string[];
}

/** Long enough to cross a limit or two, short enough to keep thousands of cases quick. */
const TYPICAL_STRING_MAX = 40;
const TYPICAL_ARRAY_MAX = 4;

function withNull(schema: JsonSchema, arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return schema.nullable ? fc.option(arbitrary, { nil: null, freq: 8 }) : arbitrary;
}

function inLength(schema: JsonSchema, text: string): boolean {
  return text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
}

function validString(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const matching = fc.stringMatching(pattern).filter((text) => inLength(schema, text));
    const knownMatching = known.strings.filter((text) => pattern.test(text) && inLength(schema, text));
    return knownMatching.length ? fc.oneof(matching, fc.constantFrom(...knownMatching)) : matching;
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? TYPICAL_STRING_MAX, TYPICAL_STRING_MAX));
  const options: Array<fc.WeightedArbitrary<string>> = [
    { arbitrary: fc.string({ minLength, maxLength }), weight: 3 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 2 },
  ];
  const fitting = known.strings.filter((text) => inLength(schema, text));
  if (fitting.length) options.push({ arbitrary: fc.constantFrom(...fitting), weight: 4 });
  return fc.oneof(...options);
}

function validInteger(schema: JsonSchema, known: KnownValues): fc.Arbitrary<number> {
  const min = schema.minimum ?? -(2 ** 31);
  const max = schema.maximum ?? 2 ** 31 - 1;
  const options: Array<fc.WeightedArbitrary<number>> = [
    { arbitrary: fc.integer({ min, max }), weight: 1 },
    // Ids of a small store are small: most valid-looking ids should name something.
    { arbitrary: fc.integer({ min, max: Math.min(max, min + 100) }), weight: 2 },
  ];
  const fitting = known.integers.filter((value) => value >= min && value <= max);
  if (fitting.length) options.push({ arbitrary: fc.constantFrom(...fitting), weight: 4 });
  return fc.oneof(...options);
}

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e9;
  const max = schema.maximum ?? 1e9;
  // Cents at most: numbers here are prices and ratings, which clients write as plain decimals
  // (a query's "5e-324" is refused as not a number, rightly so for a price).
  const cents = fc.double({ min, max, noNaN: true }).map((value) => Math.min(max, Math.max(min, Math.round(value * 100) / 100)));
  return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 1000)) }), cents);
}

function validArray(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown[]> {
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? TYPICAL_ARRAY_MAX, TYPICAL_ARRAY_MAX));
  return fc.array(validValue(schema.items ?? {}, known), { minLength, maxLength });
}

function validObject(schema: JsonSchema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ maxLength: 10 }), validValue(schema.additionalProperties, known), { maxKeys: 3 });
  }
  const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value, known)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** An arbitrary of values `schema` accepts. */
export function validValue(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  if (schema.enum) return withNull(schema, fc.constantFrom(...schema.enum));
  if (schema.anyOf) return withNull(schema, fc.oneof(...schema.anyOf.map((option) => validValue(option, known))));
  switch (schema.type) {
    case 'string':
      return withNull(schema, validString(schema, known));
    case 'integer':
      return withNull(schema, validInteger(schema, known));
    case 'number':
      return withNull(schema, validNumber(schema));
    case 'boolean':
      return withNull(schema, fc.boolean());
    case 'array':
      return withNull(schema, validArray(schema, known));
    case 'object':
      return withNull(schema, validObject(schema, known));
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** One plain value the schema accepts (the first enum value, the minimum, a short text): for requests built by hand. */
export function exampleValue(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return exampleValue(schema.anyOf[0]);
  switch (schema.type) {
    case 'string':
      return schema.pattern
        ? fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 1 })[0]
        : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleValue(schema.items ?? {}));
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, exampleValue(schema.properties?.[key] ?? {})]));
    default:
      return null;
  }
}
