import { isValidPhone } from '../../../domain/shared/phone.ts';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type {
  RestaurantCreateRequest,
  RestaurantCreateResult,
} from '../../../api/contract/restaurant.ts';
import {
  isFilled,
  isValidEmail,
  ValidationMessage,
  LINK_INVALID,
} from '../../../domain/shared/validation.ts';
import { apiNoticeMessages } from '../../../i18n/api-notice-messages.ts';
import { DEFAULT_LOCALE } from '../../../i18n/locale.ts';
import { formatStayDateIn } from '../../../i18n/locale-format.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import type { AppContext } from '../../context.ts';
import {
  restaurantPromotions,
  restaurants,
  restaurantSlotCovers,
  tableBookings,
} from '../../db/schema/index.ts';
import { writeToOutbox } from '../../mail/outbox.ts';
import { rowsOf } from '../../db/rows.ts';
import { HttpError } from '../../http/errors.ts';
import { linkCode, verifyLinkCode } from '../../links/link-code.ts';
import * as urls from '../../../site/urls.ts';
import { getPropertyRow, resolvePropertyId } from '../property/index.ts';
import { localeOfApiRequest } from '../../../i18n/api-error-texts.ts';
import { linkOrigin } from '../account/index.ts';
import { openTimes } from './availability.ts';
import { takeTableLimits } from './limits.ts';
import { restaurantOf } from './restaurants.ts';
import { tableBookingEmail } from './email.ts';

export const CREATE_FAILED = 'Failed to create booking';
// Written in en-GB; the answer is put into the request's language on its way out (`answer.ts`).
const notices = translatorFor(apiNoticeMessages, DEFAULT_LOCALE);
export const SLOT_TAKEN = 'Sorry, that time has just been taken. Please choose another time.';

const newReference = () => `TB-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;
/** The emailed cancel link's code. */
export const tableCode = (secret: string, reference: string) =>
  linkCode(secret, 'table', reference);

/**
 * POST /api/RestaurantBooking/Create: checks the fields (spec §5), that the time is still offered
 * for the party, then takes the party's covers from the slot in one conditional upsert (never more
 * than the slot seats, whatever arrives at once) and records the booking; the confirmation email
 * with a cancel link goes to the outbox in the same transaction. Limited per address and email.
 */
export async function createTableBooking(
  ctx: AppContext,
  body: RestaurantCreateRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<RestaurantCreateResult> {
  await takeTableLimits(ctx, body.Email, request, responseHeaders);
  const { propertyId, restaurant } = await restaurantOf(ctx, body.PropertyId, body.RestaurantId);
  const property = await getPropertyRow(ctx, propertyId);
  const problems: Record<string, string[]> = {};
  const add = (key: string, message: string) =>
    (problems[key] = [...(problems[key] ?? []), message]);
  if (!isValidEmail(body.Email)) add('Email', ValidationMessage.Email);
  if (!isFilled(body.ContactNumber) || !isValidPhone(body.ContactNumber.trim()))
    add('ContactNumber', ValidationMessage.Phone);
  if (
    body.PartySize < restaurant.minOnlinePartySize ||
    body.PartySize > restaurant.maxOnlinePartySize
  )
    add(
      'PartySize',
      `Online bookings are for ${restaurant.minOnlinePartySize} to ${restaurant.maxOnlinePartySize} guests; for more, please call us.`,
    );
  if (Object.keys(problems).length)
    throw new HttpError(400, 'Please check the highlighted details.', problems);

  const times = await openTimes(
    ctx.db,
    restaurant,
    property.timeZone,
    ctx.now(),
    body.VisitDate,
    body.PartySize,
  );
  if (!times.includes(body.VisitTime))
    return { Success: false, BookingReference: null, InfoMessage: SLOT_TAKEN };
  if (body.PromotionId !== null) {
    const [promotion] = await ctx.db
      .select()
      .from(restaurantPromotions)
      .where(
        and(
          eq(restaurantPromotions.id, body.PromotionId),
          eq(restaurantPromotions.restaurantId, restaurant.id),
        ),
      );
    if (!promotion || !promotion.timeSlots.includes(body.VisitTime))
      throw new HttpError(400, 'This offer is not available at that time.', {
        PromotionId: ['This offer is not available at that time.'],
      });
  }
  const reference = newReference();
  const taken = await ctx.db.transaction(async (tx) => {
    const held = await tx.execute(sql`
      insert into restaurant_slot_covers as covers (restaurant_id, visit_date, visit_time, booked)
      select ${restaurant.id}::int, ${body.VisitDate}::date, ${body.VisitTime}::text, ${body.PartySize}::int where ${body.PartySize}::int <= ${restaurant.coversPerSlot}::int
      on conflict (restaurant_id, visit_date, visit_time) do update set booked = covers.booked + excluded.booked
      where covers.booked + excluded.booked <= ${restaurant.coversPerSlot}::int
      returning covers.booked`);
    if (rowsOf(held).length === 0) return false;
    await tx.insert(tableBookings).values({
      restaurantId: restaurant.id,
      bookingReference: reference,
      visitDate: body.VisitDate,
      visitTime: body.VisitTime,
      partySize: body.PartySize,
      promotionId: body.PromotionId,
      specialRequests: body.SpecialRequests || null,
      guestName: body.Identifier,
      email: body.Email,
      contactNumber: body.ContactNumber,
      isReservation: body.IsReservation,
      createdAt: ctx.now(),
    });
    const cancelLink =
      linkOrigin() +
      urls.restaurantCancel(property.code, reference, tableCode(ctx.linkSecret, reference));
    const email = {
      propertyId,
      kind: 'table-booking',
      to: body.Email,
      // A table-booking request names no language of its own: the page's, which it is sent from.
      ...tableBookingEmail(
        {
          guestName: body.Identifier,
          restaurantName: restaurant.name,
          propertyName: property.name,
          telephone: property.telephone,
          email: property.email,
          visitDate: body.VisitDate,
          visitTime: body.VisitTime,
          partySize: body.PartySize,
          reference,
          twoHours: restaurant.leaveTimeRequired,
          cancelLink,
        },
        localeOfApiRequest(request.headers),
      ),
    };
    await writeToOutbox(tx, [email], ctx.now());
    return true;
  });
  if (!taken) return { Success: false, BookingReference: null, InfoMessage: SLOT_TAKEN };
  return {
    Success: true,
    BookingReference: reference,
    InfoMessage: notices('api.notice.tableBooked', {
      restaurantName: restaurant.name,
      date: formatStayDateIn(DEFAULT_LOCALE, body.VisitDate),
      time: body.VisitTime,
      email: body.Email,
    }),
  };
}

/** POST /api/RestaurantBooking/Cancel: the emailed link's booking, cancelled once, its covers given back. */
export async function cancelTableBooking(
  ctx: AppContext,
  body: { PropertyId: string; BookingReference: string; Code: string },
): Promise<{ Success: boolean; Message: string }> {
  if (!verifyLinkCode(ctx.linkSecret, 'table', body.BookingReference, body.Code))
    throw new HttpError(404, LINK_INVALID);
  const propertyId = await resolvePropertyId(ctx, body.PropertyId);
  const [found] = await ctx.db
    .select({ id: tableBookings.id })
    .from(tableBookings)
    .innerJoin(restaurants, eq(restaurants.id, tableBookings.restaurantId))
    .where(
      and(
        eq(tableBookings.bookingReference, body.BookingReference),
        eq(restaurants.propertyId, propertyId),
      ),
    );
  if (!found) throw new HttpError(404, LINK_INVALID);
  return ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .update(tableBookings)
      .set({ status: 'Cancelled', cancelledAt: ctx.now() })
      .where(and(eq(tableBookings.id, found.id), eq(tableBookings.status, 'Confirmed')))
      .returning();
    if (!booking) return { Success: true, Message: notices('api.notice.tableAlreadyCancelled') };
    await tx
      .update(restaurantSlotCovers)
      .set({ booked: sql`greatest(0, ${restaurantSlotCovers.booked} - ${booking.partySize})` })
      .where(
        and(
          eq(restaurantSlotCovers.restaurantId, booking.restaurantId),
          eq(restaurantSlotCovers.visitDate, booking.visitDate),
          eq(restaurantSlotCovers.visitTime, booking.visitTime),
        ),
      );
    return { Success: true, Message: notices('api.notice.tableCancelled') };
  });
}
