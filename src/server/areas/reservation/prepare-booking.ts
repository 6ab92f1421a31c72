import { paymentTypeToSend } from '../../../domain/payment/payment.ts';
import { sameDayRestriction } from '../../../domain/search/search.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { linkOrigin } from '../account/index.ts';
import { assertNoProblems } from '../availability/index.ts';
import { voucherVerdict } from './voucher.ts';
import {
  bookingAccount,
  loadBookingContext,
  type BookingContext,
  type CreateReservationBody,
  assertPricesMatch,
  bookingTotals,
  quoteRooms,
  validatePayment,
} from '../booking-core/index.ts';
import { bookerSignup } from './booker-signup.ts';
import { validateBooker } from './validate-booker.ts';
import { validateRooms } from './validate-rooms.ts';
import type { PreparedBooking } from './write-reservation.ts';

const voucherOptions = (context: BookingContext, total: number) => ({
  acceptsVouchers: context.config.GiftServiceProviderConfig.Active,
  today: context.clock.today,
  total,
  currency: context.property.currency,
});

/**
 * Everything Create checks before its transaction: the request against the property (400 with
 * ModelState per field), the same-day cut-off (409), then the rooms priced again on the server and
 * compared with what the guest was shown and is charged now (409 when more than a penny apart).
 */
export async function prepareBooking(
  ctx: AppContext,
  body: CreateReservationBody,
  request: Request,
  responseHeaders: Headers,
): Promise<PreparedBooking> {
  const context = await loadBookingContext(
    ctx,
    body,
    await bookingAccount(ctx, request, responseHeaders),
  );
  const provider = ctx.payments.forProperty(context.property);
  const payment = validatePayment(body, context, ctx.now(), provider.name !== 'Simulated');
  const account = bookerSignup(body);
  const problems = {
    ...account.problems,
    ...validateBooker(body.Booker, context.config, context.bookerCountryKnown),
    ...validateRooms(body, context),
    ...payment.problems,
  };
  const voucherCheck = body.HopGiftVoucherCode?.trim()
    ? voucherVerdict(context.voucher, voucherOptions(context, 0))
    : null;
  if (voucherCheck && !voucherCheck.valid) problems['HopGiftVoucherCode'] = [voucherCheck.message];
  assertNoProblems(problems);

  const sameDay = sameDayRestriction(
    context.config.SameDayBookingRestriction,
    body.DateFrom,
    context.clock,
  );
  if (sameDay.blocked) throw new HttpError(409, sameDay.message);

  const quotes = await quoteRooms(ctx.db, context, body.Rooms, body.PromoCode);
  const voucher = voucherCheck
    ? voucherVerdict(
        context.voucher,
        voucherOptions(context, bookingTotals(context, quotes).totalCost),
      )
    : null;
  const discount = voucher?.valid ? voucher.discount : 0;
  const totals = bookingTotals(context, quotes, discount);
  assertPricesMatch(quotes, totals, body.PaymentAmount);
  return {
    body,
    context,
    quotes,
    totals,
    discount,
    voucherId: voucher?.valid ? voucher.voucher.id : null,
    payment: payment.plan!,
    paymentType: paymentTypeToSend(body.PaymentType, totals.paymentNow),
    siteOrigin: linkOrigin(),
    signup: account.signup,
    provider,
  };
}
