import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { pricedNights } from '../../domain/channel/priced-nights.ts';
import { pendingResStatus, type ResStatus } from '../../domain/channel/res-status.ts';
import { loadNightPrices } from '../areas/booking-core/index.ts';
import type { Executor } from '../db/client.ts';
import {
  otaReservationEvents,
  ratePlans,
  reservationExtras,
  reservationGuests,
  reservationItems,
  reservations,
  roomTypes,
  services,
} from '../db/schema/index.ts';
import type { ChannelManagerInput } from '../hotel-file/channel-manager.ts';
import type { OtaReservation } from './hotel-reservation-xml.ts';

/** Bookings per answer; `MoreIndicator` tells the channel manager to ask again. */
export const RESERVATIONS_PER_READ = 50;

const invert = (map: Readonly<Record<string, string>>) =>
  new Map(Object.entries(map).map(([channel, ours]) => [ours, channel]));

const guaranteeOf = (paid: number, total: number): OtaReservation['guarantee'] =>
  paid <= 0 ? 'None' : paid >= total ? 'PrePay' : 'Deposit';

/**
 * The hotel's bookings with changes the channel manager has not acknowledged, oldest change
 * first, each as it is now, in the channel's codes where the hotel file maps them.
 */
export async function pendingReservations(
  db: Executor,
  propertyId: number,
  hotelCode: string,
  settings: ChannelManagerInput,
): Promise<{ reservations: OtaReservation[]; more: boolean }> {
  const events = await db
    .select({
      reservationId: otaReservationEvents.reservationId,
      kind: otaReservationEvents.kind,
      at: otaReservationEvents.createdAt,
    })
    .from(otaReservationEvents)
    .where(
      and(
        eq(otaReservationEvents.propertyId, propertyId),
        isNull(otaReservationEvents.acknowledgedAt),
      ),
    )
    .orderBy(asc(otaReservationEvents.id));
  const byReservation = new Map<number, { kinds: ResStatus[]; at: Date }>();
  for (const event of events) {
    const entry = byReservation.get(event.reservationId) ?? { kinds: [], at: event.at };
    entry.kinds.push(event.kind);
    entry.at = event.at;
    byReservation.set(event.reservationId, entry);
  }
  const ids = [...byReservation.keys()].slice(0, RESERVATIONS_PER_READ);
  if (!ids.length) return { reservations: [], more: false };
  const [rows, items, guests, extras] = await Promise.all([
    db.select().from(reservations).where(inArray(reservations.id, ids)),
    db
      .select({
        item: reservationItems,
        roomTypeCode: roomTypes.code,
        ratePlanCode: ratePlans.code,
      })
      .from(reservationItems)
      .innerJoin(roomTypes, eq(roomTypes.id, reservationItems.roomTypeId))
      .innerJoin(ratePlans, eq(ratePlans.id, reservationItems.ratePlanId))
      .where(inArray(reservationItems.reservationId, ids))
      .orderBy(asc(reservationItems.sortOrder), asc(reservationItems.id)),
    db
      .select({ guest: reservationGuests })
      .from(reservationGuests)
      .innerJoin(reservationItems, eq(reservationItems.id, reservationGuests.reservationItemId))
      .where(inArray(reservationItems.reservationId, ids))
      .orderBy(sql`${reservationGuests.isLeadGuest} desc`, asc(reservationGuests.id)),
    db
      .select({ extra: reservationExtras, code: services.code })
      .from(reservationExtras)
      .innerJoin(services, eq(services.id, reservationExtras.serviceId))
      .innerJoin(reservationItems, eq(reservationItems.id, reservationExtras.reservationItemId))
      .where(inArray(reservationItems.reservationId, ids))
      .orderBy(asc(reservationExtras.id)),
  ]);
  // Rooms booked before their nights were kept are shared out by today's rates instead.
  const nightPrices = await loadNightPrices(
    db,
    items.filter(({ item }) => item.nights === null).map(({ item }) => item),
  );
  const roomCodes = invert(settings.roomTypes);
  const rateCodes = invert(settings.ratePlans);
  const extraCodes = invert(settings.extras ?? {});
  const result = ids.flatMap((id): OtaReservation[] => {
    const row = rows.find((candidate) => candidate.id === id);
    const pending = byReservation.get(id)!;
    const status = pendingResStatus(pending.kinds);
    if (!row || !status) return [];
    // A cancelled booking is told with the rooms it had; a live one with the rooms it keeps.
    const rooms = items.filter(
      ({ item }) => item.reservationId === id && (status === 'Cancel' || item.cancelledAt === null),
    );
    return [
      {
        status,
        reservationNumber: row.reservationNumber,
        createdAt: row.createdAt,
        lastModifiedAt: pending.at,
        hotelCode,
        currency: row.currency,
        totalAfterTax: row.totalCost,
        totalTax: row.totalVat,
        amountPaid: row.amountPaid,
        guarantee: guaranteeOf(row.amountPaid, row.totalCost),
        booker: {
          firstName: row.bookerFirstName,
          lastName: row.bookerLastName,
          email: row.bookerEmail,
          phone: row.bookerPhone,
        },
        specialRequests: row.specialRequests,
        rooms: rooms.map(({ item, roomTypeCode, ratePlanCode }) => ({
          roomTypeCode: roomCodes.get(roomTypeCode) ?? roomTypeCode,
          ratePlanCode: rateCodes.get(ratePlanCode) ?? ratePlanCode,
          dateFrom: item.dateFrom,
          dateTo: item.dateTo,
          adults: item.adults,
          children: item.children,
          infants: item.infants,
          roomAfterTax: item.totalRoomCost,
          nightly: (
            item.nights ??
            pricedNights(
              item.totalRoomCost,
              item.dateFrom,
              item.dateTo,
              (night) => nightPrices(item, night),
              row.currency,
            )
          ).map((night) => ({ date: night.date, afterTax: night.amount })),
          totalAfterTax: item.totalCost,
          tax: item.vatAmount,
          guests: guests
            .filter(({ guest }) => guest.reservationItemId === item.id)
            .map(({ guest }) => ({ firstName: guest.firstName, lastName: guest.lastName })),
          extras: extras
            .filter(({ extra }) => extra.reservationItemId === item.id)
            .map(({ extra, code }) => ({
              code: extraCodes.get(code) ?? code,
              quantity: extra.quantity,
              totalAfterTax: extra.totalCost,
            })),
        })),
      },
    ];
  });
  return { reservations: result, more: byReservation.size > ids.length };
}

/**
 * Acknowledges the named bookings' pending changes up to the time the channel manager was told
 * (`LastModifyDateTime`), so a change made after its read stays queued. Returns how many.
 */
export async function acknowledgeReservations(
  db: Executor,
  propertyId: number,
  acknowledged: readonly { reservationNumber: string; upTo: Date | null }[],
  now: Date,
): Promise<number> {
  let count = 0;
  for (const { reservationNumber, upTo } of acknowledged) {
    const done = await db
      .update(otaReservationEvents)
      .set({ acknowledgedAt: now })
      .where(
        and(
          eq(otaReservationEvents.propertyId, propertyId),
          isNull(otaReservationEvents.acknowledgedAt),
          sql`${otaReservationEvents.reservationId} = (select id from reservations where reservation_number = ${reservationNumber} and property_id = ${propertyId})`,
          upTo === null
            ? undefined
            : sql`date_trunc('milliseconds', ${otaReservationEvents.createdAt}) <= ${upTo.toISOString()}`,
        ),
      )
      .returning({ id: otaReservationEvents.id });
    count += done.length;
  }
  return count;
}
