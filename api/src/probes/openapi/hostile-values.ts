import fc from 'fast-check';

/**
 * Values a careless or hostile client sends where the schema wants something else: the wrong
 * type, numbers past every limit, texts that are huge, odd Unicode, control characters or
 * quoting, and nesting. None may ever earn a 5xx.
 */

const HUGE_TEXT = 100_000;

const awkwardNumbers = fc.constantFrom(-1, 0, -0, 0.5, -(2 ** 31) - 1, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324);

const awkwardTexts = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e400',
  '0x1A',
  ' 12 ',
  'NaN',
  'Infinity',
  'true',
  'null',
  '１２', // full-width digits
  "' OR 1=1 --",
  '%_\\',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202Eevil\u202C',
  'a\u0000b',
  '\u0000',
  '\uD800', // a lone surrogate: no valid UTF-8 exists for it
  'x\uDFFFy',
  'e\u0301\u0301\u0301',
  '\uFEFF\u200B',
  '👩‍👩‍👧‍👦🇮🇶',
);

const hugeTexts = fc.constantFrom('a'.repeat(HUGE_TEXT), '9'.repeat(400), 'ب'.repeat(HUGE_TEXT / 2), '😀'.repeat(HUGE_TEXT / 4));

const randomTexts = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0001', '\u001F', '\u007F', '\uD800', '\uDC00', 'a'), maxLength: 8 }),
);

/**
 * Deeply nested bodies, as deep as this probe's own JSON.stringify manages. Deeper ones (about 5,000
 * nested arrays once overflowed the NUL check of plugins/text-input.ts) are that check's own test.
 */
const NESTING_MAX = 3_000;

const deepNesting = fc.integer({ min: 50, max: NESTING_MAX }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown);

/** A scalar of any kind but a sensible one. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: awkwardNumbers, weight: 3 },
  { arbitrary: awkwardTexts, weight: 4 },
  { arbitrary: randomTexts, weight: 3 },
  { arbitrary: hugeTexts, weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);

/** Any JSON value a field should not hold: hostile scalars, arrays where scalars go, objects, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileScalar, weight: 6 },
  { arbitrary: fc.array(hostileScalar, { maxLength: 3 }), weight: 2 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), hostileScalar, { maxKeys: 2 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
);

/** Text for a query string, path segment or form field: the scalars above as text. */
export const hostileText: fc.Arbitrary<string> = hostileScalar.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));

/**
 * Names of Object.prototype's members: an unknown field named like one of these (holding a NUL)
 * once made the error handler's field list, a plain object, throw (a 500).
 */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'] as const;

/** Field names a client should not be able to slip in (mass assignment). */
export const extraFieldName = fc.oneof(
  fc.constantFrom('id', 'user_id', 'price', 'total', 'amount', 'is_active', 'role', 'order_status', 'payment_status'),
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.string({ maxLength: 12 }),
);

/** Raw request bodies that are not what their content type says. */
export const malformedBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    'null',
    '""',
    '1e999',
    '\u0000',
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d])), // not UTF-8
  fc.string({ maxLength: 40 }),
);
