import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Channel told about a property whose configuration (not its nights: their triggers say so) was
 * changed by an import; running servers empty their property cache. The payload is the property id.
 */
export const PROPERTY_CHANNEL = 'stayfront_property';

/** Delivered at commit, not at all on rollback (PostgreSQL's NOTIFY inside a transaction). */
export async function notifyPropertyChanged(db: Executor, propertyId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${PROPERTY_CHANNEL}, ${String(propertyId)})`);
}
