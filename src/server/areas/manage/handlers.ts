import { and, eq, isNull, or } from 'drizzle-orm';
import type { DateOptionsResult, ManageCancelRequest, ManageChangeResult, ManageConfig, ManageSearchRequest, ManageSearchResult, ManageUpdateRequest } from '../../../api/contract/manage-booking.ts';
import type * as v from 'valibot';
import type { DateOptionsRequestSchema } from '../../../api/contract/manage-booking.ts';
import type { AppContext } from '../../context.ts';
import { cancellationReasons } from '../../db/schema/index.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import { HttpError } from '../../http/errors.ts';
import { getPropertyRow, resolvePropertyId } from '../property/property.ts';
import { amendReservation, type Amendment } from './amend.ts';
import { manageCode, openByCode, openByName } from './access.ts';
import { queueAmendmentEmail } from './email.ts';
import { COMMENT_REQUIRED, NOT_FOUND_MESSAGE, REASON_REQUIRED } from './messages.ts';
import { manageView } from './view.ts';

/** Spec §5: the reference hotels ask why a booking is cancelled (a real PMS may not). */
const CANCELLATION_REASON_REQUIRED = true;

/** GET /api/ManageBooking/Config/{id}. */
export async function getManageConfig(ctx: AppContext, ref: string): Promise<ManageConfig> {
  const propertyId = await resolvePropertyId(ctx, ref);
  const property = await getPropertyRow(ctx, propertyId);
  return { PropertyId: propertyId, CancellationReasonRequired: CANCELLATION_REASON_REQUIRED, Telephone: property.telephone, Email: property.email };
}

/** POST /api/ManageBooking/Search: by the link's hash, else by number + guest name (spec §7). */
export async function searchReservation(ctx: AppContext, body: ManageSearchRequest, request: Request, responseHeaders: Headers): Promise<ManageSearchResult> {
  const lookup = { propertyId: body.propertyId, reservationNumber: body.reservationNumber };
  if (body.hash) {
    const reservation = await openByCode(ctx, { ...lookup, code: body.hash }, request, responseHeaders);
    return { Success: true, Message: null, Reservation: await manageView(ctx, reservation), Code: body.hash };
  }
  if (!body.guestName?.trim()) throw new HttpError(400, 'Guest Name is required', { guestName: ['Guest Name is required'] });
  const reservation = await openByName(ctx, { ...lookup, guestName: body.guestName }, request, responseHeaders);
  if (!reservation) return { Success: false, Message: NOT_FOUND_MESSAGE, Reservation: null, Code: null };
  return { Success: true, Message: null, Reservation: await manageView(ctx, reservation), Code: manageCode(ctx, reservation.reservationNumber) };
}

const access = (body: { PropertyId: string; ReservationNumber: string; Code: string }) => ({ propertyId: body.PropertyId, reservationNumber: body.ReservationNumber, code: body.Code });

async function change(ctx: AppContext, body: { PropertyId: string; ReservationNumber: string; Code: string }, amendment: Amendment, request: Request, responseHeaders: Headers): Promise<ManageChangeResult> {
  const reservation = await openByCode(ctx, access(body), request, responseHeaders);
  const outcome = await amendReservation(ctx, reservation, amendment, (tx, id, saved) => queueAmendmentEmail(tx, ctx.linkSecret, id, amendment.kind, saved.summary));
  if (amendment.preview) return { Success: true, Message: null, Summary: outcome.summary, Reservation: null };
  const after = await openByCode(ctx, access(body), request, responseHeaders);
  return { Success: true, Message: amendment.kind === 'Cancelled' ? 'Your booking has been cancelled.' : 'Your booking has been updated.', Summary: outcome.summary, Reservation: await manageView(ctx, after) };
}

/** Checks a cancellation reason belongs to this property (or all) and has the comment it asks for. */
async function checkReason(ctx: AppContext, propertyId: number, reasonId: number | null, comment: string | null | undefined): Promise<void> {
  if (reasonId === null) {
    if (CANCELLATION_REASON_REQUIRED) throw new HttpError(400, REASON_REQUIRED, { CancellationReasonId: [REASON_REQUIRED] });
    return;
  }
  const [reason] = await ctx.db
    .select()
    .from(cancellationReasons)
    .where(and(eq(cancellationReasons.id, reasonId), or(isNull(cancellationReasons.propertyId), eq(cancellationReasons.propertyId, propertyId))));
  if (!reason) throw new HttpError(400, REASON_REQUIRED, { CancellationReasonId: ['Choose one of the reasons listed.'] });
  // A room cancelled inside Update has no comment field (undefined): its reason is enough.
  if (reason.requiresComment && comment !== undefined && !comment?.trim()) throw new HttpError(400, COMMENT_REQUIRED, { Comment: [COMMENT_REQUIRED] });
}

/** POST /api/ManageBooking/Update. */
export async function updateReservation(ctx: AppContext, body: ManageUpdateRequest, request: Request, responseHeaders: Headers): Promise<ManageChangeResult> {
  const reservation = await openByCode(ctx, access(body), request, responseHeaders);
  for (const room of body.RoomsToCancel) await checkReason(ctx, reservation.propertyId, room.CancellationReasonId ?? null, undefined);
  const dates = body.DateFrom && body.DateTo ? { from: body.DateFrom, to: body.DateTo, itemIds: body.ReservationItemIds } : null;
  return change(ctx, body, {
    kind: 'Amended',
    version: body.Version,
    dates,
    items: body.Items,
    cancelItemIds: body.RoomsToCancel.map((room) => room.ReservationItemId),
    cancellationReasonId: body.RoomsToCancel[0]?.CancellationReasonId ?? null,
    preview: body.Preview,
  }, request, responseHeaders);
}

/** POST /api/ManageBooking/Cancel: the whole booking, with a reason. */
export async function cancelReservation(ctx: AppContext, body: ManageCancelRequest, request: Request, responseHeaders: Headers): Promise<ManageChangeResult> {
  const reservation = await openByCode(ctx, access(body), request, responseHeaders);
  await checkReason(ctx, reservation.propertyId, body.CancellationReasonId, body.Comment);
  const view = await manageView(ctx, reservation);
  return change(ctx, body, {
    kind: 'Cancelled',
    version: body.Version,
    dates: null,
    items: [],
    cancelItemIds: view.Items.filter((item) => !item.IsCancelled).map((item) => item.ReservationItemId),
    cancellationReasonId: body.CancellationReasonId,
    preview: body.Preview,
  }, request, responseHeaders);
}

/** POST /api/ManageBooking/SearchDateOptions: the rooms re-priced on new dates (a preview of the change). */
export async function searchDateOptions(ctx: AppContext, body: v.InferOutput<typeof DateOptionsRequestSchema>, request: Request, responseHeaders: Headers): Promise<DateOptionsResult> {
  const reservation = await openByCode(ctx, access(body), request, responseHeaders);
  try {
    const outcome = await amendReservation(ctx, reservation, {
      kind: 'Amended',
      version: body.Version,
      dates: { from: body.DateFrom, to: body.DateTo, itemIds: body.ReservationItemIds },
      items: [],
      cancelItemIds: [],
      cancellationReasonId: null,
      preview: true,
    }, async () => {});
    return {
      Success: true,
      Message: null,
      ReservationItemRateRows: outcome.rooms.filter((room) => room.dateFrom !== room.room.item.dateFrom || room.dateTo !== room.room.item.dateTo).map((room) => ({
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
      Summary: outcome.summary,
    };
  } catch (error) {
    // Spec §4: "results show no availability" — an answer, not an error.
    if (error instanceof HttpError && error.status === 409 && error.message === 'Sorry, your selection is not available') {
      return { Success: false, Message: 'No rooms available on selected dates', ReservationItemRateRows: [], Summary: null };
    }
    throw error;
  }
}
