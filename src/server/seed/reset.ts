import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import * as schema from '../db/schema/index.ts';

/**
 * Drops every table of our schema and the migration journal, then migrates afresh. Only our own
 * tables are dropped, so a shared PostgreSQL database keeps anything else it holds.
 */
export async function resetDatabase(
  handle: DatabaseHandle,
  migrationsFolder?: string,
): Promise<void> {
  const tables = Object.values(schema).filter((value: unknown): value is PgTable =>
    is(value, PgTable),
  );
  const names = sql.join(
    tables.map((table) => sql.identifier(getTableName(table))),
    sql`, `,
  );
  await handle.db.execute(sql`drop table if exists ${names} cascade`);
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await runMigrations(handle, migrationsFolder);
}
