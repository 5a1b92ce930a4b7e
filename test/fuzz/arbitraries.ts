// fast-check arbitraries for hostile input: wrong types, huge strings, NUL
// bytes, emoji, SQL fragments, deep nesting, numbers out of range — mixed with values that
// are almost right, so the fuzzer also walks past the schema into the service rules.
import fc from 'fast-check';

export const SQL_FRAGMENTS = [
  "'; DROP TABLE people; --",
  "' OR '1'='1",
  '1; DELETE FROM audit',
  "Robert'); DROP TABLE jobs;--",
  '" OR ""="',
  '%',
  '_',
  '\\',
  "x' UNION SELECT hash FROM tokens --",
];

const special = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n',
  '💥👩‍👩‍👧‍👦',
  '\u202Eevil',
  '\uFEFF',
  '\uD800', // lone surrogate
  'null',
  'undefined',
  'NaN',
  '__proto__',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '2026-02-30',
  '9999-99-99',
  '+36 30 123 4567',
  'anna@example.com',
  'ANNA@EXAMPLE.COM',
  'HU',
  'M',
  'Y',
  ...SQL_FRAGMENTS,
);

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: special },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 250, max: 70_000 }).map((n) => 'x'.repeat(n)) },
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 1.5, -0, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, -(2 ** 63), 1e308, 5e-324, 348, 999),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nested arrays/objects `depth` deep. */
export const deep = (depth: number, leaf: unknown = 1): unknown => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileNumber, hostileString), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom(deep(40), deep(2_000), { $gt: '' }, { toString: 'x' }, [[]], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** An object over `fields` (some present, each hostile) plus, sometimes, unknown members. */
export function hostileObject(fields: readonly string[], almost: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(fields.map((field) => [field, almost[field] ? fc.oneof(almost[field], hostileValue) : hostileValue]));
  return fc.tuple(
    fc.record(model, { requiredKeys: [] }),
    // Unknown members in one object out of four (each is a 400 by itself).
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.dictionary(fc.oneof(hostileString, fc.constantFrom('id', 'created', 'is_photo', 'constructor', '__proto__')), hostileValue, { minKeys: 1, maxKeys: 2 }) },
    ),
  ).map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
}

/** Text for an id path segment. */
export const hostileIdText = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', '00001', '99999999999999999999', '2147483648', ' 1', '1 ', 'NaN', 'Infinity', '١', '%00', '%2e%2e', 'null', 'true', '1;DROP TABLE people', '💥'),
  fc.string({ maxLength: 12 }),
  fc.integer().map(String),
);
