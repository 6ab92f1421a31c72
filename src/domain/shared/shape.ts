/**
 * Small shape checks for JSON read from outside the code — sessionStorage, where an old build's or
 * a tampered value may sit, and answers that scripts too small for valibot read. A value without
 * the shape is refused (the caller resets or falls back) instead of crashing later.
 */

/** `string`, `number`, `boolean`, `object`, `array`, or `?kind` for null too. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'object' | 'array' | `?${string}`;

type KindType<K> = K extends `?${infer T}`
  ? KindType<T> | null
  : K extends 'string'
    ? string
    : K extends 'number'
      ? number
      : K extends 'boolean'
        ? boolean
        : K extends 'array'
          ? unknown[]
          : K extends 'object'
            ? Record<string, unknown>
            : never;

/** The value a shape describes: each named field of its kind. */
export type Shaped<S> = Record<string, unknown> & { -readonly [K in keyof S]: KindType<S[K]> };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` has each key of `shape` with a value of its kind (numbers finite). */
export function hasShape<const S extends Readonly<Record<string, FieldKind>>>(
  value: unknown,
  shape: S,
): value is Shaped<S> {
  if (!isRecord(value)) return false;
  return Object.entries(shape).every(([key, kind]) => {
    const field = value[key];
    const nullable = kind.startsWith('?');
    const type = nullable ? kind.slice(1) : kind;
    if (field === null) return nullable;
    if (type === 'array') return Array.isArray(field);
    if (type === 'object') return isRecord(field);
    return typeof field === type && (type !== 'number' || Number.isFinite(field));
  });
}
