import { count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { properties, reservations } from '../db/schema/index.ts';
import { importedHotels } from '../hotel-file/import/marker.ts';

/** Codes of hotels imported from hotel files that hold bookings: what a reset must never wipe. */
export async function realHotelBookings(db: Executor): Promise<string[]> {
  const codes = await importedHotels(db);
  if (!codes.length) return [];
  const rows = await db
    .select({ code: properties.code, bookings: count(reservations.id) })
    .from(properties)
    .innerJoin(reservations, eq(reservations.propertyId, properties.id))
    .where(inArray(properties.code, codes))
    .groupBy(properties.code);
  return rows.filter((row) => row.bookings > 0).map((row) => row.code);
}
