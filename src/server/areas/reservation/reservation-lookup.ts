import * as v from 'valibot';
import {
  PaymentTypeSchema,
  type ReservationConfirmation,
  type ReservationLookupQuerySchema,
  type ReservationStatus,
} from '../../../api/contract/reservation.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { resolvePropertyId } from '../property/index.ts';
import { expireIfDue, giveUpPayment } from './expire-pending.ts';
import { manageUrl } from './manage-link.ts';
import { RESERVATION_NOT_FOUND } from './messages.ts';
import {
  findReservationByToken,
  loadReservationDetails,
  type ReservationRow,
} from '../booking-core/index.ts';
import { lastFreeDay } from '../../../domain/manage/cancellation-terms.ts';
import { localeOfLanguageCode } from '../../../i18n/locale.ts';
import { cardWordsIn, paymentMethodIn } from '../../../i18n/payment-line-texts.ts';
import { cancellationWordsIn } from '../../../i18n/stay-texts.ts';
import { displayTotal } from '../reference-data/index.ts';

export type ReservationLookupQuery = v.InferOutput<typeof ReservationLookupQuerySchema>;

/** The reservation behind a confirmation token at this property (a held one past its time is failed first); 404 otherwise. */
async function lookUp(ctx: AppContext, query: ReservationLookupQuery): Promise<ReservationRow> {
  const propertyId = await resolvePropertyId(ctx, query.propertyId);
  const found = await findReservationByToken(ctx.db, query.referenceNumber);
  if (!found || found.propertyId !== propertyId) throw new HttpError(404, RESERVATION_NOT_FOUND);
  return expireIfDue(ctx, found);
}

/** GET /api/Reservation/Status: where the payment stands; `Success: false` with the reason once it failed. */
export async function reservationStatus(
  ctx: AppContext,
  query: ReservationLookupQuery,
): Promise<ReservationStatus> {
  return statusOf(await lookUp(ctx, query));
}

/** POST /api/Reservation/GiveUpPayment: lets a held booking's payment go after a failed bank check. */
export async function giveUpReservationPayment(
  ctx: AppContext,
  query: ReservationLookupQuery,
): Promise<ReservationStatus> {
  return statusOf(await giveUpPayment(ctx, await lookUp(ctx, query)));
}

function statusOf(reservation: ReservationRow): ReservationStatus {
  const failed = reservation.status === 'Failed';
  return {
    Success: !failed,
    Message: failed ? (reservation.failureMessage ?? 'The booking was not completed.') : null,
    Status: reservation.status,
    ReservationNumber: reservation.reservationNumber,
  };
}

/** GET /api/Reservation/Confirmation: the whole booking, for a confirmed or held reservation (a failed one is not found). */
export async function reservationConfirmation(
  ctx: AppContext,
  query: ReservationLookupQuery,
): Promise<ReservationConfirmation> {
  const reservation = await lookUp(ctx, query);
  if (reservation.status === 'Failed') throw new HttpError(404, RESERVATION_NOT_FOUND);
  const {
    property,
    rooms,
    payment,
    companyName: company,
  } = await loadReservationDetails(ctx.db, reservation);
  // The words as the hotel's texts in the details: in the booking's language.
  const locale = localeOfLanguageCode(reservation.languageCode);
  const shownTotal = await displayTotal(ctx.db, reservation, rooms);
  const money = (amount: number) => roundMoney(amount, reservation.currency);
  return {
    ReservationNumber: reservation.reservationNumber,
    ConfirmationToken: reservation.confirmationToken,
    Status: reservation.status,
    PropertyId: reservation.propertyId,
    DateFrom: reservation.dateFrom,
    DateTo: reservation.dateTo,
    Booker: {
      FirstName: reservation.bookerFirstName,
      LastName: reservation.bookerLastName,
      Email: reservation.bookerEmail,
      Phone: reservation.bookerPhone,
    },
    Rooms: rooms.map(
      ({ item, roomTypeName, ratePlanName, cancellationTerms, leadGuest, extras }) => ({
        ReservationItemId: item.id,
        RoomTypeId: item.roomTypeId,
        RoomTypeName: roomTypeName,
        RatePlanId: item.ratePlanId,
        RatePlanName: ratePlanName,
        DateFrom: item.dateFrom,
        DateTo: item.dateTo,
        NumberOfAdults: item.adults,
        NumberOfChildren: item.children,
        NumberOfInfants: item.infants,
        LeadGuest: leadGuest,
        Services: extras.map((extra) => ({
          ServiceId: extra.serviceId,
          Name: extra.name,
          Quantity: extra.quantity,
          TotalCost: extra.totalCost,
        })),
        TotalRoomCost: item.totalRoomCost,
        TotalServiceCost: item.totalServiceCost,
        TotalCost: item.totalCost,
        VatAmount: item.vatAmount,
        CancellationPolicy: cancellationWordsIn(cancellationTerms, item.dateFrom, locale),
        FreeCancellationUntil: lastFreeDay(cancellationTerms, item.dateFrom),
      }),
    ),
    Currency: reservation.currency,
    TotalCost: reservation.totalCost,
    TotalVat: reservation.totalVat,
    Discount: reservation.discount,
    AmountPaid: reservation.amountPaid,
    AmountDueLater: reservation.amountDueLater,
    AmountDueAtHotel: Math.max(
      0,
      money(reservation.totalCost - reservation.amountPaid - reservation.amountDueLater),
    ),
    PaymentType: v.parse(PaymentTypeSchema, reservation.paymentType),
    CardSummary:
      payment?.cardBrand && payment.cardLast4
        ? cardWordsIn(locale, payment.cardBrand, payment.cardLast4)
        : null,
    PaymentMethod: paymentMethodIn(locale, payment, company, reservation.poNumber),
    DisplayTotal: shownTotal,
    InvoicedTo: company
      ? `${company}${reservation.poNumber ? ` (PO ${reservation.poNumber})` : ''}`
      : null,
    SpecialRequests: reservation.specialRequests,
    Comment: reservation.comment,
    ManageUrl: manageUrl(ctx.linkSecret, property.code, reservation.reservationNumber),
  };
}
