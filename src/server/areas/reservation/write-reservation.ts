import { eq } from 'drizzle-orm';
import type { RegisterRequest } from '../../../api/contract/account-details.ts';
import type { CreateReservationResult } from '../../../api/contract/reservation.ts';
import type { BasketTotals } from '../../../domain/booking/basket-totals.ts';
import type { RoomMoney } from '../../../domain/manage/room-money.ts';
import { paymentDue } from '../../../domain/payment/payment.ts';
import { roomShares } from '../../../domain/payment/room-shares.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import type { Executor } from '../../db/client.ts';
import {
  reservationExtras,
  reservationGuests,
  reservationItems,
  reservations,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { redeemVoucher } from './voucher.ts';
import {
  type BookingContext,
  type CreateReservationBody,
  serviceHold,
  takeRooms,
  takeServices,
  type QuotedRoom,
  type PaymentPlan,
} from '../booking-core/index.ts';
import { statusUrl } from './manage-link.ts';
import { VOUCHER_CHANGED } from './messages.ts';
import { newConfirmationToken, newReservationNumber, reservationPrefix } from './numbers.ts';
import { takePayment } from './payment.ts';
import { completeConfirmation, type SettleDeps } from './settle.ts';
import type { PaymentProvider } from '../../payments/provider.ts';

/** A request that passed every check and was priced: what the transaction writes. */
export interface PreparedBooking {
  readonly body: CreateReservationBody;
  readonly context: BookingContext;
  readonly quotes: readonly QuotedRoom[];
  readonly totals: BasketTotals;
  readonly discount: number;
  readonly voucherId: number | null;
  readonly payment: PaymentPlan;
  /** Spec §9: StoreCard is sent as PayByCard when something is charged now. */
  readonly paymentType: number;
  readonly siteOrigin: string | null;
  /** The account to register for the booker once booked (Create's `Password`). */
  readonly signup?: RegisterRequest | null;
  /** The property's payment provider; the simulated gateway when absent (demo data). */
  readonly provider?: PaymentProvider;
  /** A fixed reservation number and token (demo data); random ones otherwise. */
  readonly identity?: { readonly reservationNumber: string; readonly confirmationToken: string };
}

/**
 * The booking inside one transaction: rooms for every night, limited extras, the reservation with
 * its rooms, lead guests and extras, the voucher redemption and the payment. Any refusal throws
 * and the caller's transaction rolls everything back (a declined card books nothing).
 */
export async function writeReservation(
  tx: Executor,
  booking: PreparedBooking,
  deps: SettleDeps,
): Promise<CreateReservationResult> {
  const { context, quotes, totals } = booking;
  await takeRooms(
    tx,
    quotes.map((quote) => ({
      roomTypeId: quote.roomType.id,
      dateFrom: quote.request.DateFrom,
      dateTo: quote.request.DateTo,
    })),
  );
  await takeServices(
    tx,
    quotes.flatMap((quote) =>
      quote.extras
        .filter((extra) => extra.limited)
        .map((extra) =>
          serviceHold(
            {
              id: extra.serviceId,
              chargeType: extra.chargeType,
              chargePerPerson: extra.chargePerPerson,
            },
            {
              adults: quote.request.NumberOfAdults,
              children: quote.request.NumberOfChildren,
              dateFrom: quote.request.DateFrom,
              dateTo: quote.request.DateTo,
            },
            extra.quantity,
          ),
        ),
    ),
  );

  const reservation = await insertReservation(tx, booking, deps.now);
  const shares = roomShares(
    quotes.map((quote) => ({
      owed: quote.shown.total,
      ...paymentDue(
        quote.item.policy,
        quote.shown.total,
        quote.request.DateFrom,
        context.clock.today,
      ),
    })),
    {
      currency: reservation.currency,
      discount: booking.discount,
      amountPaid: reservation.amountPaid,
      amountDueLater: reservation.amountDueLater,
      invoiced: isInvoiced(booking),
    },
  );
  for (const [index, quote] of quotes.entries())
    await insertRoom(tx, reservation.id, index, quote, shares[index]!);
  if (booking.voucherId !== null && booking.discount > 0) {
    if (
      !(await redeemVoucher(
        tx,
        booking.voucherId,
        reservation.id,
        booking.discount,
        context.clock.today,
      ))
    )
      throw new HttpError(409, VOUCHER_CHANGED);
  }

  const returnUrl = statusUrl(context.property.code, reservation.confirmationToken);
  const payment = await takePayment(tx, {
    reservationId: reservation.id,
    reservationNumber: reservation.reservationNumber,
    email: reservation.bookerEmail,
    plan: booking.payment,
    amount: totals.paymentNow,
    context,
    returnUrl,
    now: deps.now,
    provider: booking.provider,
  });
  const result = {
    Success: true,
    Message: null,
    ConfirmationToken: reservation.confirmationToken,
    ReservationNumber: reservation.reservationNumber,
  };
  if ('expiresAt' in payment) {
    await tx
      .update(reservations)
      .set({ status: 'PendingPayment', expiresAt: payment.expiresAt })
      .where(eq(reservations.id, reservation.id));
    return {
      ...result,
      Status: 'PendingPayment',
      RedirectUrl: payment.redirectUrl,
      ...(payment.clientSecret ? { PaymentClientSecret: payment.clientSecret } : {}),
    };
  }
  await completeConfirmation(tx, reservation, deps);
  return { ...result, Status: 'Confirmed', RedirectUrl: null };
}

async function insertReservation(tx: Executor, booking: PreparedBooking, now: Date) {
  const { body, context, totals } = booking;
  const booker = body.Booker;
  const prefix = reservationPrefix(context.property.name, context.property.code);
  const invoice = booking.payment.kind === 'CompanyInvoice' ? booking.payment : null;
  const invoiced = isInvoiced(booking);
  // A clash of random numbers is rare; the unique index decides and another number is drawn.
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await tx
      .insert(reservations)
      .values({
        propertyId: context.propertyId,
        reservationNumber: booking.identity?.reservationNumber ?? newReservationNumber(prefix),
        confirmationToken: booking.identity?.confirmationToken ?? newConfirmationToken(),
        status: 'Confirmed',
        dateFrom: body.DateFrom,
        dateTo: body.DateTo,
        bookerFirstName: booker.FirstName,
        bookerLastName: booker.LastName,
        bookerEmail: booker.Email,
        bookerPhone: booker.Phone,
        bookerStreet: booker.Street,
        bookerCity: booker.City,
        bookerCountryId: booker.CountryId,
        bookerStateOrCounty: booker.StateOrCounty,
        bookerZipCode: booker.ZipCode,
        optInToReceiveUpdates: booker.OptInToReceiveUpdates,
        accountId: context.account?.id ?? null,
        companyId: invoice?.companyId ?? null,
        poNumber: invoice?.poNumber ?? null,
        paymentType: booking.paymentType,
        currency: context.property.currency,
        totalCost: totals.totalCost,
        totalVat: totals.totalVat,
        discount: booking.discount,
        amountPaid: invoiced ? 0 : totals.paymentNow,
        amountDueLater: invoiced
          ? roundMoney(totals.paymentNow + totals.paymentLater, context.property.currency)
          : totals.paymentLater,
        specialRequests: body.Notes,
        comment: body.Comment,
        promoCode: body.PromoCode,
        languageCode: body.LanguageCode,
        isAppBooking: body.IsAppBooking,
        siteOrigin: booking.siteOrigin,
        // Only a currency the hotel offers to show prices in; its own needs no second amount.
        displayCurrency:
          body.DisplayCurrency &&
          body.DisplayCurrency !== context.property.currency &&
          context.property.availableCurrencies.includes(body.DisplayCurrency)
            ? body.DisplayCurrency
            : null,
        createdAt: now,
        confirmedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('Could not draw a free reservation number.');
}

/** Nothing is charged online when the booking is invoiced: what would be charged now is invoiced instead. */
const isInvoiced = (booking: PreparedBooking) =>
  booking.payment.kind === 'CompanyInvoice' || booking.payment.kind === 'IndividualInvoice';

async function insertRoom(
  tx: Executor,
  reservationId: number,
  index: number,
  quote: QuotedRoom,
  share: RoomMoney,
): Promise<void> {
  const room = quote.request;
  const [item] = await tx
    .insert(reservationItems)
    .values({
      reservationId,
      roomTypeId: quote.roomType.id,
      ratePlanId: quote.plan.id,
      roomConfigurationOptionId: room.RoomConfigurationDropdownOptionId,
      dateFrom: room.DateFrom,
      dateTo: room.DateTo,
      adults: room.NumberOfAdults,
      children: room.NumberOfChildren,
      infants: room.NumberOfInfants,
      promotion: quote.rate.Promotion?.Code ?? null,
      totalRoomCost: quote.shown.roomCost,
      totalServiceCost: quote.shown.serviceCost,
      totalCost: quote.shown.total,
      vatAmount: quote.shown.vat,
      nights: [...quote.nights],
      amountPaid: share.paid,
      amountDueLater: share.dueLater,
      voucher: share.voucher,
      sortOrder: index,
    })
    .returning({ id: reservationItems.id });
  const itemId = item!.id;
  await tx.insert(reservationGuests).values({
    reservationItemId: itemId,
    firstName: room.LeadGuest.FirstName,
    lastName: room.LeadGuest.LastName,
    isLeadGuest: true,
  });
  if (quote.extras.length) {
    await tx.insert(reservationExtras).values(
      quote.extras.map((extra) => ({
        reservationItemId: itemId,
        serviceId: extra.serviceId,
        quantity: extra.quantity,
        totalCost: extra.shownCost,
      })),
    );
  }
}
