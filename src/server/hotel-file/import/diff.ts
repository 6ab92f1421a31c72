/** Rows the file wants against rows the database holds, matched by a key (a code, a name). */
export interface Diff<D> {
  readonly added: D[];
  readonly changed: { readonly id: number; readonly row: D; readonly fields: string[] }[];
  readonly same: { readonly id: number; readonly row: D }[];
  readonly removed: { readonly id: number; readonly key: string }[];
}

/** JSON with object keys sorted: jsonb gives keys back in its own order. */
function normal(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** Which fields of `desired` differ from `existing` (missing and null count as equal). */
export function changedFields(existing: object, desired: object): string[] {
  const held = existing as Readonly<Record<string, unknown>>;
  const wanted = desired as Readonly<Record<string, unknown>>;
  return Object.keys(wanted).filter((field) => normal(held[field]) !== normal(wanted[field]));
}

export function diffByKey<D extends Record<string, unknown>>(
  existing: readonly (Record<string, unknown> & { id: number })[],
  desired: readonly D[],
  keyOf: (row: Readonly<Record<string, unknown>>) => string,
): Diff<D> {
  const held = new Map(existing.map((row) => [keyOf(row), row]));
  const wanted = new Set(desired.map(keyOf));
  const diff: Diff<D> = { added: [], changed: [], same: [], removed: [] };
  for (const row of desired) {
    const current = held.get(keyOf(row));
    if (!current) diff.added.push(row);
    else {
      const fields = changedFields(current, row);
      if (fields.length) diff.changed.push({ id: current.id, row, fields });
      else diff.same.push({ id: current.id, row });
    }
  }
  for (const [key, row] of held) if (!wanted.has(key)) diff.removed.push({ id: row.id, key });
  return diff;
}
