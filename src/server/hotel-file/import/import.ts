import { sql } from 'drizzle-orm';
import { hotelClock } from '../../../domain/shared/clock.ts';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';
import { seededDay } from '../../seed/index.ts';
import { ensureReferenceData } from '../../seed/reference-data.ts';
import type { HotelFile } from '../hotel-file.ts';
import { applyNights } from './apply-nights.ts';
import {
  applyCards,
  applyLocations,
  applyPreCheckIn,
  applyProperty,
  checkReferenceData,
} from './apply-property.ts';
import { applyRestaurants } from './apply-restaurants.ts';
import { applyRatePlans, applyRoomTypes } from './apply-rooms.ts';
import { applyExtras, applyGiftVouchers, applyOffers, applyPromoCodes } from './apply-sales.ts';
import { ImportReport, Rollback } from './changes.ts';
import type { ImportContext } from './context.ts';
import { HOTEL_FILE_KEY_PREFIX } from './marker.ts';
import { applyChannelManager } from './apply-channel-manager.ts';
import { applyHotelTexts } from './apply-texts.ts';
import { notifyPropertyChanged } from './notify.ts';

// pg_advisory_xact_lock id: two imports (or an import and the demo seed) never interleave.
export const IMPORT_LOCK_ID = 727_001;

export interface ImportOptions {
  /** Work everything out, report it, write nothing. */
  readonly dryRun?: boolean;
  readonly now?: () => Date;
}

export interface ImportResult {
  readonly report: ImportReport;
  /** False after a dry run or a refusal: the database is as it was. */
  readonly applied: boolean;
}

/**
 * Applies a checked hotel file in one transaction: adds and updates, removes what the file no
 * longer lists unless bookings use it (then nothing is written and the report says why), never
 * touches a booking. Importing the same file again writes nothing.
 */
export async function importHotelFile(
  db: Database,
  file: HotelFile,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const now = (options.now ?? (() => new Date()))();
  const report = new ImportReport();
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
      await ensureReferenceData(tx, now.toISOString().slice(0, 10));
      if ((await seededDay(tx)) !== null) {
        report.refuse(
          'this database holds the demo data; import into a fresh database started with DEMO_MODE=off',
        );
        throw new Rollback(report);
      }
      await checkReferenceData(tx, file, report);
      if (report.refusals.length) throw new Rollback(report);
      const propertyId = await applyProperty(tx, file, report);
      const ctx: ImportContext = {
        tx,
        file,
        report,
        propertyId,
        today: hotelClock(now, file.property.timeZone).today,
        roomTypeIds: new Map(),
        ratePlanIds: new Map(),
      };
      await applyCards(ctx);
      const locationIds = await applyLocations(ctx);
      await applyRoomTypes(ctx, locationIds);
      await applyRatePlans(ctx);
      await applyPromoCodes(ctx);
      await applyGiftVouchers(ctx);
      await applyOffers(ctx);
      await applyExtras(ctx);
      await applyRestaurants(ctx);
      await applyPreCheckIn(ctx);
      await applyHotelTexts(ctx);
      if (report.refusals.length) throw new Rollback(report);
      await applyNights(ctx);
      await applyChannelManager(ctx);
      await tx
        .insert(appSettings)
        .values({ key: `${HOTEL_FILE_KEY_PREFIX}${file.property.code}`, value: String(propertyId) })
        .onConflictDoNothing();
      if (report.changes.length) await notifyPropertyChanged(tx, propertyId);
      if (options.dryRun) throw new Rollback(report);
    });
  } catch (error) {
    if (error instanceof Rollback) return { report, applied: false };
    throw error;
  }
  return { report, applied: true };
}
