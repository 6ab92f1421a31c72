import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { properties, ratePlans, roomInventory, roomTypes } from '../../db/schema/index.ts';
import type { HotelFile } from '../hotel-file.ts';
import { parseHotelText } from '../read.ts';

/** The clock of import tests: the small hotel's prices (January 2030) are all ahead. */
export const IMPORT_NOW = new Date('2029-06-01T10:00:00Z');

export function hotelOf(text: string, today = '2029-06-01'): HotelFile {
  const result = parseHotelText(text, { today });
  if (!result.ok || result.kind !== 'hotel') throw new Error(JSON.stringify(result));
  return result.file;
}

/** Ids of a property and its room types and rate plans by code. */
export async function idsOf(db: Executor, code: string) {
  const [property] = await db.select().from(properties).where(eq(properties.code, code));
  if (!property) throw new Error(`No property ${code}`);
  const rooms = await db.select().from(roomTypes).where(eq(roomTypes.propertyId, property.id));
  const plans = await db.select().from(ratePlans).where(eq(ratePlans.propertyId, property.id));
  return {
    propertyId: property.id,
    room: (roomCode: string) => rooms.find((row) => row.code === roomCode)!.id,
    plan: (planCode: string) => plans.find((row) => row.code === planCode)!.id,
  };
}

export async function roomsLeft(db: Executor, roomTypeId: number, date: string) {
  const rows = await db
    .select()
    .from(roomInventory)
    .where(eq(roomInventory.roomTypeId, roomTypeId));
  return rows.find((row) => row.date === date)?.availableRooms;
}
