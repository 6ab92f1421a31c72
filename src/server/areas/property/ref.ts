import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';

/** Cache bucket for `{id}` → numeric id resolutions (no real property has id 0). */
export const DIRECTORY = 0;

export const directoryKey = (kind: 'property' | 'group', ref: string): string =>
  `${kind}:${ref.toUpperCase()}`;

const MAX_INT4 = 2_147_483_647;

/**
 * Finds the id of the row whose `code` matches `ref` case-insensitively, or whose numeric id is `ref`.
 * A purely numeric ref is tried as an id first, then as a code.
 */
export async function lookupByRef(
  db: Executor,
  table: PgTable & { id: PgColumn; code: PgColumn },
  ref: string,
): Promise<number | null> {
  const code = ref.toUpperCase();
  const byCode: SQL = sql`upper(${table.code}) = ${code}`;
  const numeric = /^\d{1,10}$/.test(ref) ? Number(ref) : 0;
  const asId = numeric >= 1 && numeric <= MAX_INT4 ? numeric : 0;
  const where = asId ? or(eq(table.id, asId), byCode) : byCode;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(sql`(${table.id} = ${asId}) desc`)
    .limit(1);
  const id = rows[0]?.id;
  return typeof id === 'number' ? id : null;
}
