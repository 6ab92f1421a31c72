import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ItemService, ItemServicesQuerySchema } from '../../../api/contract/manage-booking.ts';
import { serviceItemsPerNight } from '../../../domain/booking/pricing.ts';
import { grossPrice } from '../../../domain/booking/room-quote.ts';
import { maxServiceQuantity } from '../../../domain/booking/service-inventory.ts';
import { localeOfLanguageCode } from '../../../i18n/locale.ts';
import { getHotelTexts, translateExtra } from '../property/index.ts';
import type { AppContext } from '../../context.ts';
import { reservationExtras } from '../../db/schema/index.ts';
import { loadServiceDefinitions, servicePeakBookings, priceTax } from '../booking-core/index.ts';

import { openRoomByCode } from './access.ts';
import { loadPricingContext } from './pricing-context.ts';

/**
 * GET /api/Service/GetReservationItemServices: the extras a booked room can have — those on it and
 * those offered for its room type and rate plan — with how many are still free over its nights
 * (its own count included) and whether the guest may change each (spec §6).
 */
export async function reservationItemServices(
  ctx: AppContext,
  query: v.InferOutput<typeof ItemServicesQuerySchema>,
  request: Request,
  responseHeaders: Headers,
): Promise<{ Services: ItemService[] }> {
  const { reservation, item } = await openRoomByCode(ctx, query, request, responseHeaders);
  const [context, definitions, current, texts] = await Promise.all([
    loadPricingContext(ctx, reservation.propertyId),
    loadServiceDefinitions(ctx.db, reservation.propertyId),
    ctx.db.select().from(reservationExtras).where(eq(reservationExtras.reservationItemId, item.id)),
    getHotelTexts(ctx, reservation.propertyId, localeOfLanguageCode(reservation.languageCode)),
  ]);
  const offered = [...definitions.values()].filter(
    ({ row, roomTypeIds, ratePlanIds }) =>
      current.some((extra) => extra.serviceId === row.id) ||
      ((!roomTypeIds.size || roomTypeIds.has(item.roomTypeId)) &&
        (!ratePlanIds.size || ratePlanIds.has(item.ratePlanId))),
  );
  const limitedIds = offered
    .filter(({ row }) => row.startingInventory !== null)
    .map(({ row }) => row.id);
  const peaks = await servicePeakBookings(ctx.db, limitedIds, item.dateFrom, item.dateTo);
  const tax = priceTax(context);
  return {
    Services: offered
      .map(({ row: stored }) => {
        const row = translateExtra(stored, texts);
        const quantity = current.find((extra) => extra.serviceId === row.id)?.quantity ?? 0;
        const rule = { ChargeType: row.chargeType, ChargePerPerson: row.chargePerPerson };
        const guests = { adults: item.adults, children: item.children };
        // What the room holds is what it is charged for (a spa pass for three guests holds three).
        const own = quantity > 0 ? serviceItemsPerNight(rule, { ...guests, quantity }) : 0;
        const available =
          row.startingInventory === null
            ? null
            : Math.max(0, row.startingInventory - (peaks.get(row.id) ?? 0) + own);
        return {
          ServiceId: row.id,
          Name: row.name,
          Description: row.description,
          ChargeType: row.chargeType,
          ChargePerPerson: row.chargePerPerson,
          Price: grossPrice(row.price, tax),
          Quantity: quantity,
          Editable: quantity === 0 || row.allowEditOnBookingEngine,
          Available: available,
          MaxQuantity: Math.max(
            quantity,
            Math.min(99, maxServiceQuantity(rule, available ?? Number.POSITIVE_INFINITY, guests)),
          ),
        };
      })
      // Spec §5: a service with nothing left is hidden unless the room already has it.
      .filter(
        (service) => service.Quantity > 0 || service.Available === null || service.Available > 0,
      ),
  };
}
