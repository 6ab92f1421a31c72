import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type {
  AmendmentSummary,
  DateOptionsResult,
  ManageCancelRequest,
  ManageChangeResult,
  ManageCompletePaymentRequest,
  ManageConfig,
  ManageSearchRequest,
  ManageSearchResult,
  ManageUpdateRequest,
} from '../../../api/contract/manage-booking.ts';
import type * as v from 'valibot';
import type { DateOptionsRequestSchema } from '../../../api/contract/manage-booking.ts';
import type { AppContext } from '../../context.ts';
import {
  cancellationReasons,
  gatewaySessions,
  reservationItems,
  reservationPayments,
  reservations,
  type StoredAmendment,
} from '../../db/schema/index.ts';
import { gatewayCookie } from '../../gateway/binding.ts';
import { findGatewaySession } from '../../gateway/sessions.ts';
import * as urls from '../../../site/urls.ts';
import { type ReservationRow, cardPlan, HOSTED_CARD_FIELDS } from '../booking-core/index.ts';
import { loadPricingContext } from './pricing-context.ts';
import { roundMoney, toMinorUnits } from '../../../domain/shared/money.ts';
import { HttpError } from '../../http/errors.ts';
import { getPropertyRow, resolvePropertyId } from '../property/index.ts';
import { amendReservation, ChallengeNeeded, type Amendment } from './amend.ts';
import type { AmendmentOutcome } from './amendment.ts';
import { manageCode, openByCode, openByName } from './access.ts';
import { queueAmendmentEmail } from './email.ts';
import {
  CHALLENGE_NOT_PASSED,
  CHALLENGE_PASSED,
  COMMENT_REQUIRED,
  NOT_FOUND_MESSAGE,
  REASON_REQUIRED,
} from './messages.ts';
import { manageView } from './view.ts';
import { apiNoticeMessages } from '../../../i18n/api-notice-messages.ts';
import { localeOfApiRequest } from '../../../i18n/api-error-texts.ts';
import { changeLineIn } from '../../../i18n/change-texts.ts';
import { DEFAULT_LOCALE } from '../../../i18n/locale.ts';
import { translatorFor } from '../../../i18n/translate.ts';

// Written in en-GB; the answer is put into the request's language on its way out (`answer.ts`).
const notices = translatorFor(apiNoticeMessages, DEFAULT_LOCALE);

/** The change's summary with its lines in the language the page names (stored in en-GB). */
const summaryIn = (outcome: AmendmentOutcome, request: Request): AmendmentSummary => {
  const locale = localeOfApiRequest(request.headers);
  if (locale === DEFAULT_LOCALE) return outcome.summary;
  return { ...outcome.summary, Changes: outcome.changes.map((line) => changeLineIn(line, locale)) };
};

/** Spec §5: the reference hotels ask why a booking is cancelled (a real PMS may not). */
const CANCELLATION_REASON_REQUIRED = true;

/** GET /api/ManageBooking/Config/{id}. */
export async function getManageConfig(ctx: AppContext, ref: string): Promise<ManageConfig> {
  const propertyId = await resolvePropertyId(ctx, ref);
  const property = await getPropertyRow(ctx, propertyId);
  return {
    PropertyId: propertyId,
    CancellationReasonRequired: CANCELLATION_REASON_REQUIRED,
    Telephone: property.telephone,
    Email: property.email,
  };
}

/** POST /api/ManageBooking/Search: by the link's hash, else by number + guest name (spec §7). */
export async function searchReservation(
  ctx: AppContext,
  body: ManageSearchRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<ManageSearchResult> {
  const lookup = { propertyId: body.propertyId, reservationNumber: body.reservationNumber };
  if (body.hash) {
    const reservation = await openByCode(
      ctx,
      { ...lookup, code: body.hash },
      request,
      responseHeaders,
    );
    return {
      Success: true,
      Message: null,
      Reservation: await manageView(ctx, reservation),
      Code: body.hash,
    };
  }
  if (!body.guestName?.trim())
    throw new HttpError(400, 'Guest Name is required', { guestName: ['Guest Name is required'] });
  const reservation = await openByName(
    ctx,
    { ...lookup, guestName: body.guestName },
    request,
    responseHeaders,
  );
  if (!reservation)
    return { Success: false, Message: NOT_FOUND_MESSAGE, Reservation: null, Code: null };
  return {
    Success: true,
    Message: null,
    Reservation: await manageView(ctx, reservation),
    Code: manageCode(ctx, reservation.reservationNumber),
  };
}

const access = (body: { PropertyId: string; ReservationNumber: string; Code: string }) => ({
  propertyId: body.PropertyId,
  reservationNumber: body.ReservationNumber,
  code: body.Code,
});

/** Makes (or previews) a change to the reservation the caller opened by its link code. */
async function change(
  ctx: AppContext,
  reservation: ReservationRow,
  code: string,
  amendment: Amendment,
  request: Request,
  responseHeaders: Headers,
): Promise<ManageChangeResult> {
  let outcome;
  try {
    outcome = await amendReservation(ctx, reservation, amendment, (tx, id, saved) =>
      queueAmendmentEmail(tx, ctx.linkSecret, id, amendment.kind, saved),
    );
  } catch (error) {
    if (!(error instanceof ChallengeNeeded)) throw error;
    const redirectUrl = await holdForChallenge(
      ctx,
      reservation,
      amendment,
      error,
      code,
      request,
      responseHeaders,
    );
    return {
      Success: true,
      Message: null,
      Summary: summaryIn(error.outcome, request),
      Reservation: null,
      RedirectUrl: redirectUrl,
    };
  }
  if (amendment.preview)
    return {
      Success: true,
      Message: null,
      Summary: summaryIn(outcome, request),
      Reservation: null,
      RedirectUrl: null,
    };
  // The saved row, read again without counting another link lookup against the guest's address.
  const [after] = await ctx.db
    .select()
    .from(reservations)
    .where(eq(reservations.id, reservation.id));
  return {
    Success: true,
    Message:
      amendment.kind === 'Cancelled'
        ? notices('api.notice.bookingCancelled')
        : notices('api.notice.bookingUpdated'),
    Summary: summaryIn(outcome, request),
    Reservation: await manageView(ctx, after!),
    RedirectUrl: null,
  };
}

/**
 * A rise paid with a card that asks for 3-D Secure: nothing is changed yet. The change the guest
 * confirmed is kept with a pending payment and a gateway session bound to this browser; the
 * gateway sends the guest back to the booking page, which completes it (CompletePayment).
 */
async function holdForChallenge(
  ctx: AppContext,
  reservation: ReservationRow,
  amendment: Amendment,
  challenge: ChallengeNeeded,
  code: string,
  request: Request,
  responseHeaders: Headers,
): Promise<string> {
  const now = ctx.now();
  const property = await getPropertyRow(ctx, reservation.propertyId);
  const { brand, outcome } = challenge;
  const back = urls.manageReservation(property.code, reservation.reservationNumber, code);
  const stored: StoredAmendment = {
    version: amendment.version,
    dates: amendment.dates,
    items: amendment.items,
    cancelItemIds: amendment.cancelItemIds,
    cancellationReasonId: amendment.cancellationReasonId,
  };
  if (amendment.payment?.kind !== 'NewCard') throw new HttpError(409, CHALLENGE_NOT_PASSED);
  const { card } = amendment.payment;
  const amount = outcome.summary.ChargeNow;
  const held = await ctx.db.transaction(async (tx) => {
    const started = await ctx.payments.byName('Simulated').start(tx, {
      paymentId: `amend_${reservation.id}_v${reservation.version}`,
      amount: { minor: toMinorUnits(amount, reservation.currency), currency: reservation.currency },
      source: { kind: 'TypedCard', card, brand },
      saveCard: false,
      offSession: false,
      reservationNumber: reservation.reservationNumber,
      merchantName: property.name,
      description: null,
      email: reservation.bookerEmail,
      returnUrl: back,
      now,
    });
    if (started.status !== 'ActionRequired' || !started.redirectUrl)
      throw new HttpError(409, CHALLENGE_NOT_PASSED);
    // Back to the booking page with the payment to complete (CompletePayment).
    const returnUrl = `${back}?payment=${encodeURIComponent(started.reference)}`;
    await tx
      .update(gatewaySessions)
      .set({ returnUrl })
      .where(eq(gatewaySessions.id, started.reference));
    await tx.insert(reservationPayments).values({
      reservationId: reservation.id,
      method: 'Card',
      status: 'Pending',
      amount,
      currency: reservation.currency,
      cardToken: started.card?.token ?? null,
      cardBrand: brand,
      cardLast4: started.card?.last4 ?? null,
      cardExpiryMonth: started.card?.expiryMonth ?? null,
      cardExpiryYear: started.card?.expiryYear ?? null,
      nameOnCard: started.card?.nameOnCard ?? null,
      gatewaySessionId: started.reference,
      amendment: stored,
      createdAt: now,
    });
    return { reference: started.reference, redirectUrl: started.redirectUrl };
  });
  responseHeaders.append('Set-Cookie', gatewayCookie(request, ctx.linkSecret, held.reference));
  return held.redirectUrl;
}

/**
 * POST /api/ManageBooking/CompletePayment: back from the challenge. A passed one makes the kept
 * change (once: its payment is used up); a failed, expired or outdated one changes nothing and the
 * payment is voided. Asking again answers the same.
 */
export async function completePayment(
  ctx: AppContext,
  body: ManageCompletePaymentRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<ManageChangeResult> {
  const reservation = await openByCode(ctx, access(body), request, responseHeaders);
  const [payment] = await ctx.db
    .select()
    .from(reservationPayments)
    .where(
      and(
        eq(reservationPayments.reservationId, reservation.id),
        eq(reservationPayments.gatewaySessionId, body.GatewaySessionId),
        isNotNull(reservationPayments.amendment),
      ),
    );
  const session = payment ? await findGatewaySession(ctx.db, body.GatewaySessionId) : null;
  if (!payment || !session) throw new HttpError(404, 'This payment is not known.');
  const answer = async (
    success: boolean,
    message: string,
    row: ReservationRow = reservation,
  ): Promise<ManageChangeResult> => ({
    Success: success,
    Message: message,
    Summary: null,
    Reservation: await manageView(ctx, row),
    RedirectUrl: null,
  });
  // The booking as the payment's change left it (another request may have made the change).
  const updated = async () =>
    answer(true, CHALLENGE_PASSED, await reservationById(ctx, reservation.id));
  if (payment.status === 'Succeeded') return updated();
  const voidPayment = () =>
    ctx.db
      .update(reservationPayments)
      .set({ status: 'Failed' })
      .where(
        and(eq(reservationPayments.id, payment.id), eq(reservationPayments.status, 'Pending')),
      );
  if (payment.status !== 'Pending' || session.status !== 'Succeeded') {
    await voidPayment();
    return answer(false, CHALLENGE_NOT_PASSED);
  }
  const stored = payment.amendment!;
  try {
    const result = await change(
      ctx,
      reservation,
      body.Code,
      {
        kind: 'Amended',
        ...stored,
        preview: false,
        payment: { kind: 'Challenged', paymentId: payment.id },
      },
      request,
      responseHeaders,
    );
    return { ...result, Message: CHALLENGE_PASSED };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    // A second submit of the same check loses to the first, which made the change and charged it.
    if ((await paymentStatus(ctx, payment.id)) === 'Succeeded') return updated();
    await voidPayment();
    return answer(false, `${error.message} Nothing was charged.`);
  }
}

async function reservationById(ctx: AppContext, id: number): Promise<ReservationRow> {
  const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) throw new HttpError(404, 'This payment is not known.');
  return row;
}

async function paymentStatus(ctx: AppContext, paymentId: number) {
  const [row] = await ctx.db
    .select({ status: reservationPayments.status })
    .from(reservationPayments)
    .where(eq(reservationPayments.id, paymentId));
  return row?.status;
}

/** Checks a cancellation reason belongs to this property (or all) and has the comment it asks for. */
async function checkReason(
  ctx: AppContext,
  propertyId: number,
  reasonId: number | null,
  comment: string | null | undefined,
): Promise<void> {
  if (reasonId === null) {
    if (CANCELLATION_REASON_REQUIRED)
      throw new HttpError(400, REASON_REQUIRED, { CancellationReasonId: [REASON_REQUIRED] });
    return;
  }
  const [reason] = await ctx.db
    .select()
    .from(cancellationReasons)
    .where(
      and(
        eq(cancellationReasons.id, reasonId),
        or(isNull(cancellationReasons.propertyId), eq(cancellationReasons.propertyId, propertyId)),
      ),
    );
  if (!reason)
    throw new HttpError(400, REASON_REQUIRED, {
      CancellationReasonId: ['Choose one of the reasons listed.'],
    });
  // A room cancelled inside Update has no comment field (undefined): its reason is enough.
  if (reason.requiresComment && comment !== undefined && !comment?.trim())
    throw new HttpError(400, COMMENT_REQUIRED, { Comment: [COMMENT_REQUIRED] });
}

/** Another card for the rise, checked as checkout checks it (400 with per-field messages). */
async function newCardOf(
  ctx: AppContext,
  propertyId: number,
  details: ManageUpdateRequest['CardDetails'],
): Promise<Amendment['payment']> {
  if (!details?.CardNumber) return undefined;
  // A hotel whose provider takes cards in its own fields never has a card number sent here.
  if (ctx.payments.forProperty(await getPropertyRow(ctx, propertyId)).name !== 'Simulated')
    throw new HttpError(400, 'Please check the card details.', {
      'CardDetails.CardNumber': [HOSTED_CARD_FIELDS],
    });
  const problems: Record<string, string[]> = {};
  const plan = cardPlan(
    details,
    await loadPricingContext(ctx, propertyId),
    ctx.now(),
    (key, message) => (problems[key] = [...(problems[key] ?? []), message]),
  );
  if (!plan || plan.kind !== 'Card')
    throw new HttpError(400, 'Please check the card details.', problems);
  return { kind: 'NewCard', card: plan.card, brand: plan.brand };
}

/** POST /api/ManageBooking/Update. */
export async function updateReservation(
  ctx: AppContext,
  body: ManageUpdateRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<ManageChangeResult> {
  const reservation = await openByCode(ctx, access(body), request, responseHeaders);
  const payment = await newCardOf(ctx, reservation.propertyId, body.CardDetails);
  for (const room of body.RoomsToCancel)
    await checkReason(ctx, reservation.propertyId, room.CancellationReasonId ?? null, undefined);
  const dates =
    body.DateFrom && body.DateTo
      ? { from: body.DateFrom, to: body.DateTo, itemIds: body.ReservationItemIds }
      : null;
  return change(
    ctx,
    reservation,
    body.Code,
    {
      kind: 'Amended',
      version: body.Version,
      dates,
      items: body.Items,
      cancelItemIds: body.RoomsToCancel.map((room) => room.ReservationItemId),
      cancellationReasonId: body.RoomsToCancel[0]?.CancellationReasonId ?? null,
      preview: body.Preview,
      payment,
    },
    request,
    responseHeaders,
  );
}

/** POST /api/ManageBooking/Cancel: the whole booking, with a reason. */
export async function cancelReservation(
  ctx: AppContext,
  body: ManageCancelRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<ManageChangeResult> {
  const reservation = await openByCode(ctx, access(body), request, responseHeaders);
  await checkReason(ctx, reservation.propertyId, body.CancellationReasonId, body.Comment);
  // Every room still booked (the whole manage view is not needed for their ids).
  const rooms = await ctx.db
    .select({ id: reservationItems.id })
    .from(reservationItems)
    .where(
      and(eq(reservationItems.reservationId, reservation.id), isNull(reservationItems.cancelledAt)),
    );
  return change(
    ctx,
    reservation,
    body.Code,
    {
      kind: 'Cancelled',
      version: body.Version,
      dates: null,
      items: [],
      cancelItemIds: rooms.map((room) => room.id),
      cancellationReasonId: body.CancellationReasonId,
      preview: body.Preview,
    },
    request,
    responseHeaders,
  );
}

/** POST /api/ManageBooking/SearchDateOptions: the rooms re-priced on new dates (a preview of the change). */
export async function searchDateOptions(
  ctx: AppContext,
  body: v.InferOutput<typeof DateOptionsRequestSchema>,
  request: Request,
  responseHeaders: Headers,
): Promise<DateOptionsResult> {
  const reservation = await openByCode(ctx, access(body), request, responseHeaders);
  try {
    const outcome = await amendReservation(
      ctx,
      reservation,
      {
        kind: 'Amended',
        version: body.Version,
        dates: { from: body.DateFrom, to: body.DateTo, itemIds: body.ReservationItemIds },
        items: [],
        cancelItemIds: [],
        cancellationReasonId: null,
        preview: true,
      },
      async () => {},
    );
    return {
      Success: true,
      Message: null,
      ReservationItemRateRows: outcome.rooms
        .filter(
          (room) =>
            room.dateFrom !== room.room.item.dateFrom || room.dateTo !== room.room.item.dateTo,
        )
        .map((room) => ({
          ReservationItemId: room.itemId,
          RoomTypeName: room.room.roomTypeName,
          RatePlanName: room.room.ratePlanName,
          DateFrom: room.dateFrom,
          DateTo: room.dateTo,
          TotalCost: room.after,
          OriginalTotalCost: room.before,
          Difference: roundMoney(room.after - room.before, reservation.currency),
          Promotion: room.promotion,
        })),
      Summary: summaryIn(outcome, request),
    };
  } catch (error) {
    // Spec §4: "results show no availability" — an answer, not an error.
    if (
      error instanceof HttpError &&
      error.status === 409 &&
      error.message === 'Sorry, your selection is not available'
    ) {
      return {
        Success: false,
        Message: notices('api.notice.noRoomsOnDates'),
        ReservationItemRateRows: [],
        Summary: null,
      };
    }
    throw error;
  }
}
