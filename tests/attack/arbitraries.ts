import fc from 'fast-check';
import type * as v from 'valibot';

/** Values no field of the contract should accept, or that probe the edges of what it does. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 1,
    4294967297,
    0.5,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '\r\nSet-Cookie: x=1',
    '2026-02-30',
    '0000-00-00',
    '9999-12-31',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u202e',
    '💥'.repeat(50),
    'x'.repeat(20_000),
    [],
    {},
  ),
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constant(Array.from({ length: 10_000 }, (_, i) => i)),
  fc.constant(
    JSON.parse(
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    ) as unknown,
  ),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
);

type AnySchema = v.GenericSchema & {
  type: string;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  wrapped?: AnySchema;
  options?: unknown[];
  literal?: unknown;
};

/** Roughly well-formed values for a contract schema (shapes and types right, rules often broken). */
export function plausible(schema: AnySchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  switch (schema.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return objectOf(schema.entries ?? {}, depth);
    case 'array':
      return fc.array(plausible(schema.item!, depth + 1), { maxLength: 3 });
    case 'optional':
    case 'exact_optional':
    case 'nullable':
    case 'nullish':
      return fc.oneof(
        fc.constant(null),
        fc.constant(undefined),
        plausible(schema.wrapped!, depth + 1),
      );
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...(schema.options ?? [null]));
    case 'union':
    case 'variant':
      return fc.oneof(
        ...((schema.options as AnySchema[] | undefined) ?? []).map((option) =>
          plausible(option, depth + 1),
        ),
        fc.constant(null),
      );
    case 'literal':
      return fc.constant(schema.literal);
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom(
          'GRANDLDN',
          'SEASIDECPT',
          'guest@example.com',
          '2026-03-01',
          '2026-03-04',
          '+44 7700 900123',
          'WINTER10',
          'P',
        ),
      );
    case 'number':
      return fc.oneof(
        fc.integer({ min: -2, max: 40 }),
        fc.double({ min: -10, max: 10_000, noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    default:
      return fc.oneof(fc.constant(null), fc.string({ maxLength: 10 }), fc.integer());
  }
}

/** An object with the schema's keys: each plausible, hostile, or missing; sometimes an extra key. */
export function objectOf(
  entries: Record<string, AnySchema>,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(entries);
  const field = (key: string) =>
    fc.oneof(
      { weight: 3, arbitrary: plausible(entries[key]!, depth + 1) },
      { weight: 1, arbitrary: hostileValue },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  return fc
    .tuple(
      fc.tuple(...keys.map(field)),
      fc.option(
        fc.tuple(
          fc.constantFrom('__proto__', 'constructor', 'Extra\u0000', 'x'.repeat(300)),
          hostileValue,
        ),
        { nil: undefined },
      ),
    )
    .map(([values, extra]) => {
      const result: Record<string, unknown> = {};
      keys.forEach((key, index) => {
        if (values[index] !== undefined) result[key] = values[index];
      });
      if (extra) Object.defineProperty(result, extra[0], { value: extra[1], enumerable: true });
      return result;
    });
}

/** What a query string or path segment can carry: plausible and hostile text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    'GRANDLDN',
    '1',
    '0',
    '-1',
    '4294967297',
    '99999999999999999999',
    '1e308',
    '2026-02-30',
    '2026-03-01',
    'a\u0000b',
    '%',
    '../',
    "'; drop table accounts; --",
    'x'.repeat(5_000),
    '__proto__',
  ),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
);
