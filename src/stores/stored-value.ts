/**
 * Small shape checks for values read back from sessionStorage, where an old build's or a tampered
 * value may sit. A value that does not have the shape resets the store instead of crashing the
 * page. (Hand-written rather than valibot, so the stores stay out of the schema library's weight.)
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` has each key with a value of the given kind (`string`, `number`, `boolean`, `object`, `array`, or `?kind` for null too). */
export function hasShape(
  value: unknown,
  shape: Readonly<Record<string, string>>,
): value is Record<string, unknown> {
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

/** JSON text read back: the parsed value, or undefined when it is not JSON. */
export function parseStored(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
