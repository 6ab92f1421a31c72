import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { CancellationTerms } from '../../../domain/manage/cancellation-terms.ts';
import { hotelText } from '../../../domain/shared/hotel-texts.ts';
import { localeOfLanguageCode } from '../../../i18n/locale.ts';
import type { Executor } from '../../db/client.ts';
import { readHotelTexts } from '../property/index.ts';
import {
  companies,
  properties,
  ratePlans,
  reservationExtras,
  reservationGuests,
  reservationItems,
  reservationPayments,
  reservations,
  roomTypes,
  services,
} from '../../db/schema/index.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type PaymentRow = typeof reservationPayments.$inferSelect;

export interface ReservationRoomDetails {
  readonly item: typeof reservationItems.$inferSelect;
  readonly roomTypeName: string;
  readonly ratePlanName: string;
  readonly cancellationPolicy: string;
  readonly cancellationTerms: CancellationTerms;
  readonly leadGuest: { FirstName: string; LastName: string };
  readonly extras: readonly {
    serviceId: number;
    name: string;
    quantity: number;
    totalCost: number;
  }[];
}

/** A reservation with everything its confirmation page and email show. */
export interface ReservationDetails {
  readonly reservation: ReservationRow;
  readonly property: {
    code: string;
    name: string;
    email: string;
    telephone: string;
    currency: string;
    addressText: string;
  };
  readonly rooms: readonly ReservationRoomDetails[];
  /** The latest payment record. */
  readonly payment: PaymentRow | null;
  /** The organisation invoiced, when paid by company invoice. */
  readonly companyName: string | null;
}

export async function findReservationByToken(
  db: Executor,
  token: string,
): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.confirmationToken, token));
  return row ?? null;
}

/**
 * Loads a reservation's rooms (cancelled ones only when asked), lead guests, extras and payment,
 * with the hotel's texts in the booking's language, in indexed reads (five at once, then two).
 */
export async function loadReservationDetails(
  db: Executor,
  reservation: ReservationRow,
  options: { includeCancelledRooms?: boolean } = {},
): Promise<ReservationDetails> {
  const [[property], stored, [payment], companyName, texts] = await Promise.all([
    db
      .select({
        code: properties.code,
        name: properties.name,
        email: properties.email,
        telephone: properties.telephone,
        currency: properties.currency,
        addressText: properties.addressText,
      })
      .from(properties)
      .where(eq(properties.id, reservation.propertyId)),
    db
      .select({
        item: reservationItems,
        roomTypeCode: roomTypes.code,
        roomTypeName: roomTypes.name,
        ratePlanCode: ratePlans.code,
        ratePlanName: ratePlans.name,
        cancellationPolicy: ratePlans.cancellationPolicy,
        cancellationTerms: ratePlans.cancellationTerms,
      })
      .from(reservationItems)
      .innerJoin(roomTypes, eq(roomTypes.id, reservationItems.roomTypeId))
      .innerJoin(ratePlans, eq(ratePlans.id, reservationItems.ratePlanId))
      .where(
        and(
          eq(reservationItems.reservationId, reservation.id),
          options.includeCancelledRooms ? undefined : isNull(reservationItems.cancelledAt),
        ),
      )
      .orderBy(asc(reservationItems.sortOrder), asc(reservationItems.id)),
    db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.reservationId, reservation.id))
      .orderBy(desc(reservationPayments.id))
      .limit(1),
    reservation.companyId === null
      ? null
      : db
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, reservation.companyId))
          .then((rows) => rows[0]?.name ?? null),
    readHotelTexts(db, reservation.propertyId, localeOfLanguageCode(reservation.languageCode)),
  ]);
  // The hotel's texts in the booking's language, wherever the booking is shown or emailed.
  const items = stored.map(({ roomTypeCode, ratePlanCode, ...row }) => ({
    ...row,
    roomTypeName: hotelText(texts, 'roomType', roomTypeCode, 'name', row.roomTypeName),
    ratePlanName: hotelText(texts, 'ratePlan', ratePlanCode, 'name', row.ratePlanName),
    cancellationPolicy: hotelText(
      texts,
      'ratePlan',
      ratePlanCode,
      'cancellation',
      row.cancellationPolicy,
    ),
  }));
  const itemIds = items.map((row) => row.item.id);
  const [guests, extras] = itemIds.length
    ? await Promise.all([
        db
          .select()
          .from(reservationGuests)
          .where(inArray(reservationGuests.reservationItemId, itemIds))
          .orderBy(asc(reservationGuests.id)),
        db
          .select({
            itemId: reservationExtras.reservationItemId,
            serviceId: reservationExtras.serviceId,
            code: services.code,
            name: services.name,
            quantity: reservationExtras.quantity,
            totalCost: reservationExtras.totalCost,
          })
          .from(reservationExtras)
          .innerJoin(services, eq(services.id, reservationExtras.serviceId))
          .where(inArray(reservationExtras.reservationItemId, itemIds))
          .orderBy(asc(reservationExtras.id)),
      ])
    : [[], []];
  return {
    reservation,
    property: property!,
    payment: payment ?? null,
    companyName,
    rooms: items.map((row) => {
      const lead =
        guests.find((guest) => guest.reservationItemId === row.item.id && guest.isLeadGuest) ??
        guests.find((guest) => guest.reservationItemId === row.item.id);
      return {
        ...row,
        leadGuest: { FirstName: lead?.firstName ?? '', LastName: lead?.lastName ?? '' },
        extras: extras
          .filter((extra) => extra.itemId === row.item.id)
          .map(({ itemId: _itemId, code, ...extra }) => ({
            ...extra,
            name: hotelText(texts, 'extra', code, 'name', extra.name),
          })),
      };
    }),
  };
}
