import { asc, inArray, like } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appSettings, properties } from '../../db/schema/index.ts';

/** app_settings key prefix marking a hotel that came from a hotel file: a real hotel, not the demo. */
export const HOTEL_FILE_KEY_PREFIX = 'hotel-file.';

/** Codes of the hotels imported from hotel files. */
export async function importedHotels(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(like(appSettings.key, `${HOTEL_FILE_KEY_PREFIX}%`));
  return rows.map((row) => row.key.slice(HOTEL_FILE_KEY_PREFIX.length));
}

/** The hotel imported first from a hotel file (the lowest property id), if any. */
export async function firstImportedHotel(db: Executor): Promise<string | undefined> {
  const codes = await importedHotels(db);
  if (!codes.length) return undefined;
  const [first] = await db
    .select({ code: properties.code })
    .from(properties)
    .where(inArray(properties.code, codes))
    .orderBy(asc(properties.id))
    .limit(1);
  return first?.code;
}
