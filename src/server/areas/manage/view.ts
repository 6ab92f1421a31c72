import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ManageReservation } from '../../../api/contract/manage-booking.ts';
import { cancellationFee } from '../../../domain/manage/cancellation-terms.ts';
import { manageRights } from '../../../domain/manage/manage-rights.ts';
import { roomDueAtHotel, type RoomMoney } from '../../../domain/manage/room-money.ts';
import { hotelClock } from '../../../domain/shared/clock.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import type { IsoDate } from '../../../domain/shared/types.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import {
  properties,
  reservationChanges,
  reservationExtras,
  reservationGuests,
  reservationPayments,
  services,
} from '../../db/schema/index.ts';
import { localeOfLanguageCode } from '../../../i18n/locale.ts';
import { cardWordsIn } from '../../../i18n/payment-line-texts.ts';
import { cancellationWordsIn } from '../../../i18n/stay-texts.ts';
import { preCheckInUrl } from '../pre-check-in/index.ts';
import {
  loadReservationDetails,
  type PaymentRow,
  type ReservationDetails,
  type ReservationRoomDetails,
  type ReservationRow,
} from '../booking-core/index.ts';

/** A booking as manage reads it: every room (cancelled ones too), the hotel's day and what each action would cost. */
export interface ManageState {
  readonly details: ReservationDetails;
  readonly active: readonly ReservationRoomDetails[];
  readonly today: IsoDate;
  readonly timeZone: string;
  readonly rights: ReturnType<typeof manageRights>;
  /** The card a rise is charged to and a refund goes back to: the latest one that was charged successfully. */
  readonly cardOnFile: PaymentRow | null;
}

export async function loadManageState(
  db: Executor,
  reservation: ReservationRow,
  now: Date,
): Promise<ManageState> {
  const [details, [property], [cardOnFile]] = await Promise.all([
    loadReservationDetails(db, reservation, { includeCancelledRooms: true }),
    db
      .select({ timeZone: properties.timeZone })
      .from(properties)
      .where(eq(properties.id, reservation.propertyId)),
    db
      .select()
      .from(reservationPayments)
      .where(
        and(
          eq(reservationPayments.reservationId, reservation.id),
          eq(reservationPayments.status, 'Succeeded'),
          isNotNull(reservationPayments.cardToken),
        ),
      )
      .orderBy(desc(reservationPayments.id))
      .limit(1),
  ]);
  const timeZone = property!.timeZone;
  const today = hotelClock(now, timeZone).today;
  const active = details.rooms.filter((room) => room.item.cancelledAt === null);
  const rights = manageRights(
    reservation,
    active.map((room) => ({ terms: room.cancellationTerms })),
    today,
  );
  return { details, active, today, timeZone, rights, cardOnFile: cardOnFile ?? null };
}

/** A room's own money as stored: what it owes (its total, or its fee once cancelled) and how that is paid. */
export const roomMoneyOf = (item: ReservationRoomDetails['item']): RoomMoney => ({
  owed: item.cancelledAt === null ? item.totalCost : item.cancellationFee,
  voucher: item.voucher,
  paid: item.amountPaid,
  dueLater: item.amountDueLater,
});

/** What cancelling a room now costs under its rate's terms. */
export const roomFeeNow = (
  room: ReservationRoomDetails,
  today: IsoDate,
  currency: string,
): number =>
  cancellationFee(
    room.cancellationTerms,
    {
      dateFrom: room.item.dateFrom,
      dateTo: room.item.dateTo,
      total: room.item.totalCost,
      roomCost: room.item.totalRoomCost,
    },
    today,
    currency,
  );

/** Where a rise is charged and a refund goes, e.g. "Visa ending 4242". */
export const paymentMethodOf = (
  card: PaymentRow | null,
  languageCode: string | null,
): string | null =>
  card?.cardBrand && card.cardLast4
    ? cardWordsIn(localeOfLanguageCode(languageCode), card.cardBrand, card.cardLast4)
    : null;

/** The reservation as the manage page shows it (spec §3 manage reservation, with the money). */
export async function manageView(
  ctx: AppContext,
  reservation: ReservationRow,
): Promise<ManageReservation> {
  const state = await loadManageState(ctx.db, reservation, ctx.now());
  const { details, active, today, rights } = state;
  const currency = reservation.currency;
  const itemIds = details.rooms.map((room) => room.item.id);
  // The details carry the extras' names in the booking's language.
  const extraNames = new Map(
    details.rooms.flatMap((room) => room.extras.map((extra) => [extra.serviceId, extra.name])),
  );
  const [guests, extras, history] = await Promise.all([
    itemIds.length
      ? ctx.db
          .select()
          .from(reservationGuests)
          .where(inArray(reservationGuests.reservationItemId, itemIds))
          .orderBy(asc(reservationGuests.id))
      : [],
    itemIds.length
      ? ctx.db
          .select({
            itemId: reservationExtras.reservationItemId,
            serviceId: reservationExtras.serviceId,
            name: services.name,
            quantity: reservationExtras.quantity,
            totalCost: reservationExtras.totalCost,
            editable: services.allowEditOnBookingEngine,
          })
          .from(reservationExtras)
          .innerJoin(services, eq(services.id, reservationExtras.serviceId))
          .where(inArray(reservationExtras.reservationItemId, itemIds))
          .orderBy(asc(reservationExtras.id))
      : [],
    ctx.db
      .select()
      .from(reservationChanges)
      .where(eq(reservationChanges.reservationId, reservation.id))
      .orderBy(asc(reservationChanges.id)),
  ]);
  const feeNow = roundMoney(
    active.reduce((sum, room) => sum + roomFeeNow(room, today, currency), 0),
    currency,
  );
  const paid = reservation.amountPaid;
  return {
    PropertyId: reservation.propertyId,
    ReservationNumber: reservation.reservationNumber,
    Version: reservation.version,
    Status: reservation.status,
    DateFrom: reservation.dateFrom,
    DateTo: reservation.dateTo,
    SpecialRequests: reservation.specialRequests,
    CanBeEdited: rights.CanBeEdited,
    CanBeCancelled: rights.CanBeCancelled,
    IsCancelled: reservation.status === 'Cancelled',
    RefusalReason: rights.reason,
    Booker: {
      FirstName: reservation.bookerFirstName,
      LastName: reservation.bookerLastName,
      Email: reservation.bookerEmail,
      Phone: reservation.bookerPhone,
    },
    Currency: currency,
    TotalCost: reservation.totalCost,
    TotalVat: reservation.totalVat,
    Discount: reservation.discount,
    CancellationFee: reservation.cancellationFee,
    AmountPaid: paid,
    AmountDueLater: reservation.amountDueLater,
    AmountDueAtHotel: Math.max(
      0,
      roundMoney(reservation.totalCost - paid - reservation.amountDueLater, currency),
    ),
    PaymentMethod: paymentMethodOf(state.cardOnFile, reservation.languageCode),
    FeeIfCancelledNow: feeNow,
    Items: details.rooms.map((room) => {
      const { item } = room;
      const cancelled = item.cancelledAt !== null;
      return {
        ReservationItemId: item.id,
        DateFrom: item.dateFrom,
        DateTo: item.dateTo,
        RoomTypeId: item.roomTypeId,
        RoomTypeName: room.roomTypeName,
        RatePlanId: item.ratePlanId,
        RatePlanName: room.ratePlanName,
        NumberOfAdults: item.adults,
        NumberOfChildren: item.children,
        NumberOfInfants: item.infants,
        Guests: guests
          .filter((guest) => guest.reservationItemId === item.id)
          .map((guest) => ({
            GuestId: guest.id,
            FirstName: guest.firstName,
            LastName: guest.lastName,
            IsLeadGuest: guest.isLeadGuest,
          })),
        Services: extras
          .filter((extra) => extra.itemId === item.id)
          .map((extra) => ({
            ServiceId: extra.serviceId,
            Name: extraNames.get(extra.serviceId) ?? extra.name,
            Quantity: extra.quantity,
            TotalCost: extra.totalCost,
            Editable: extra.editable,
          })),
        TotalAccommodationPrice: item.totalRoomCost,
        TotalServicesPrice: item.totalServiceCost,
        TotalCost: item.totalCost,
        VatAmount: item.vatAmount,
        IsCancelled: cancelled,
        CancellationFee: item.cancellationFee,
        Policy: cancellationWordsIn(
          room.cancellationTerms,
          item.dateFrom,
          localeOfLanguageCode(reservation.languageCode),
        ),
        FeeIfCancelledNow: cancelled ? 0 : roomFeeNow(room, today, currency),
        CanBeCancelled: !cancelled && rights.CanBeCancelled && active.length > 1,
        AmountPaid: item.amountPaid,
        AmountDueLater: item.amountDueLater,
        AmountDueAtHotel: Math.max(0, roomDueAtHotel(roomMoneyOf(item), currency)),
      };
    }),
    History: history.map((change) => ({
      When: change.createdAt.toISOString(),
      Kind: change.kind,
      Changes: change.changes,
      Fee: change.fee,
      Charged: change.charged,
      Refunded: change.refunded,
    })),
    PreCheckInUrl: rights.CanBeEdited
      ? preCheckInUrl(ctx.linkSecret, details.property.code, reservation.reservationNumber)
      : null,
  };
}
