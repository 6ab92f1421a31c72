import path from 'node:path';
import type { DatabaseHandle } from './client.ts';

/** The generated migrations, resolved from the working directory (shipped beside `dist`). */
export function defaultMigrationsFolder(): string {
  return path.resolve(process.cwd(), 'drizzle');
}

/** Brings the schema up to date; safe to run on every start. */
export async function runMigrations(
  handle: DatabaseHandle,
  migrationsFolder = defaultMigrationsFolder(),
): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // Same pg-core database object; only the driver's migrator differs.
    await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder });
  }
}
