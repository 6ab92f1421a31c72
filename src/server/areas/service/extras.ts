import { and, asc, eq, exists, not, or } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ServiceList, ServiceQuerySchema } from '../../../api/contract/services.ts';
import type { AppContext } from '../../context.ts';
import { serviceRatePlans, serviceRoomTypes, services } from '../../db/schema/index.ts';
import { getHotelTexts, resolvePropertyId, translateExtra } from '../property/index.ts';
import { NO_HOTEL_TEXTS } from '../../../domain/shared/hotel-texts.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { servicePeakBookings } from '../booking-core/index.ts';

export type ServiceQuery = v.InferOutput<typeof ServiceQuerySchema>;
type ServiceRow = typeof services.$inferSelect;

/**
 * GET /api/Service/Get: the property's active extras that apply to the room type and rate plan
 * (a service restricted to room types or rate plans must list them), in sort order, in one query.
 */
export async function getServices(
  ctx: AppContext,
  query: ServiceQuery,
  locale?: Locale,
): Promise<ServiceList> {
  const propertyId = await resolvePropertyId(ctx, query.propertyId);
  const forRoomType = ctx.db
    .select({ one: serviceRoomTypes.serviceId })
    .from(serviceRoomTypes)
    .where(
      and(
        eq(serviceRoomTypes.serviceId, services.id),
        eq(serviceRoomTypes.roomTypeId, query.roomTypeId),
      ),
    );
  const forRatePlan = ctx.db
    .select({ one: serviceRatePlans.serviceId })
    .from(serviceRatePlans)
    .where(
      and(
        eq(serviceRatePlans.serviceId, services.id),
        eq(serviceRatePlans.ratePlanId, query.ratePlanId),
      ),
    );
  const [stored, texts] = await Promise.all([
    ctx.db
      .select()
      .from(services)
      .where(
        and(
          eq(services.propertyId, propertyId),
          eq(services.active, true),
          or(not(services.restrictToRoomTypes), exists(forRoomType)),
          or(not(services.restrictToRatePlans), exists(forRatePlan)),
        ),
      )
      .orderBy(asc(services.sortOrder), asc(services.id)),
    locale === undefined ? NO_HOTEL_TEXTS : getHotelTexts(ctx, propertyId, locale),
  ]);
  const rows = stored.map((row) => translateExtra(row, texts));
  const limited = rows.filter((row) => row.startingInventory !== null).map((row) => row.id);
  return toServiceList(
    rows,
    await servicePeakBookings(ctx.db, limited, query.dateOfArrival, query.dateOfDeparture),
  );
}

/**
 * Services with their one article each, and every service's inventory (null = unlimited): the
 * starting inventory less the most units booked on any night of the stay (`booked`, per service id).
 */
export function toServiceList(
  rows: readonly ServiceRow[],
  booked: ReadonlyMap<number, number> = new Map(),
): ServiceList {
  const list: ServiceList = { Services: [], InventoryPerServiceId: {} };
  for (const row of rows) {
    list.Services.push({
      ServiceId: row.id,
      Code: row.code,
      Name: row.name,
      Description: row.description,
      ImageUrl: row.imageUrl,
      ChargeType: row.chargeType,
      ChargePerPerson: row.chargePerPerson,
      AllowEditOnBookingEngine: row.allowEditOnBookingEngine,
      Articles: [{ ArticleId: row.id, Name: row.name, Price: row.price, Quantity: 1 }],
    });
    list.InventoryPerServiceId[String(row.id)] = {
      ServiceId: row.id,
      StartingInventory: row.startingInventory,
      AvailableInventory:
        row.startingInventory === null
          ? null
          : Math.max(0, row.startingInventory - (booked.get(row.id) ?? 0)),
    };
  }
  return list;
}
