import { and, eq, isNull } from 'drizzle-orm';
import { guestNameMatches } from '../../../domain/manage/manage-search.ts';
import { clientAddressOf } from '../../auth/client-address.ts';
import {
  giveBack,
  guardLinkCall,
  takeAttempt,
  type LinkLimits,
  type ThrottleRule,
} from '../../auth/throttle.ts';
import type { AppContext } from '../../context.ts';
import { reservationGuests, reservationItems, reservations } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { linkCode, verifyLinkCode } from '../../links/link-code.ts';
import { resolvePropertyId } from '../property/index.ts';
import type { ReservationRow } from '../booking-core/index.ts';
import { LINK_INVALID } from './messages.ts';

const MINUTE = 60_000;
/** Every manage call per client address (a guest changing a booking makes a few dozen). */
export const MANAGE_CALLS: ThrottleRule = {
  action: 'manage-address',
  max: 300,
  windowMs: 15 * MINUTE,
};
/** Failed number + name lookups per client address. */
export const MANAGE_FAILURES_PER_ADDRESS: ThrottleRule = {
  action: 'manage-failed-address',
  max: 20,
  windowMs: 60 * MINUTE,
};
const MANAGE_LINK_LIMITS: LinkLimits = {
  calls: MANAGE_CALLS,
  failures: MANAGE_FAILURES_PER_ADDRESS,
};
/** Failed lookups per reservation number, wherever they come from (a botnet guessing one booking's name). */
export const MANAGE_FAILURES_PER_RESERVATION: ThrottleRule = {
  action: 'manage-failed-reservation',
  max: 10,
  windowMs: 60 * MINUTE,
};

/** The code of the emailed manage link for a reservation number. */
export const manageCode = (ctx: AppContext, reservationNumber: string): string =>
  linkCode(ctx.linkSecret, 'manage', reservationNumber);

interface Lookup {
  readonly propertyId: string;
  readonly reservationNumber: string;
}

const normalisedNumber = (number: string) => number.trim().toUpperCase();

async function reservationAt(ctx: AppContext, lookup: Lookup): Promise<ReservationRow | null> {
  const propertyId = await resolvePropertyId(ctx, lookup.propertyId).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (propertyId === null) return null;
  const [row] = await ctx.db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.reservationNumber, normalisedNumber(lookup.reservationNumber)),
        eq(reservations.propertyId, propertyId),
      ),
    );
  // A booking still at the gateway or failed there is not one the guest can manage.
  return row && (row.status === 'Confirmed' || row.status === 'Cancelled') ? row : null;
}

/**
 * The reservation an emailed link (or a code answered by a number + name search) names. The code
 * is checked before any read; a wrong code, an unknown number and another property's booking are
 * the same 404. Wrong codes count against the address.
 */
export async function openByCode(
  ctx: AppContext,
  lookup: Lookup & { code: string },
  request: Request,
  responseHeaders: Headers,
): Promise<ReservationRow> {
  const now = ctx.now();
  const address = clientAddressOf(request);
  const wrongLink = await guardLinkCall(ctx.db, MANAGE_LINK_LIMITS, address, now, responseHeaders);
  const number = normalisedNumber(lookup.reservationNumber);
  const reservation = verifyLinkCode(ctx.linkSecret, 'manage', number, lookup.code)
    ? await reservationAt(ctx, lookup)
    : null;
  return reservation ?? wrongLink(LINK_INVALID);
}

/**
 * Number + guest name (spec §7 Search): the booker's or any guest's last name (or full name), any
 * case, accents optional. Failures are limited per address and per reservation number (429 with
 * Retry-After) and answer the same whether the number or the name was wrong.
 */
export async function openByName(
  ctx: AppContext,
  lookup: Lookup & { guestName: string },
  request: Request,
  responseHeaders: Headers,
): Promise<ReservationRow | null> {
  const now = ctx.now();
  const address = clientAddressOf(request);
  const number = normalisedNumber(lookup.reservationNumber);
  await takeAttempt(ctx.db, [[MANAGE_CALLS, address]], now, responseHeaders);
  // Counted as a failure before the lookup, atomically (as a login is), and given back when the
  // name matches: parallel guesses cannot all be looked up before any of them is counted.
  const guess = await takeAttempt(
    ctx.db,
    [
      [MANAGE_FAILURES_PER_ADDRESS, address],
      [MANAGE_FAILURES_PER_RESERVATION, number],
    ],
    now,
    responseHeaders,
  );
  const reservation = await reservationAt(ctx, lookup);
  if (!reservation) return null;
  const guests = await ctx.db
    .select({ FirstName: reservationGuests.firstName, LastName: reservationGuests.lastName })
    .from(reservationGuests)
    .innerJoin(reservationItems, eq(reservationItems.id, reservationGuests.reservationItemId))
    .where(eq(reservationItems.reservationId, reservation.id));
  const named = guestNameMatches(lookup.guestName, [
    { FirstName: reservation.bookerFirstName, LastName: reservation.bookerLastName },
    ...guests,
  ]);
  if (!named) return null;
  await giveBack(ctx.db, guess);
  return reservation;
}

/** The link's reservation and one of its rooms still booked (404 for any other room id). */
export async function openRoomByCode(
  ctx: AppContext,
  lookup: Lookup & { code: string; reservationItemId: number },
  request: Request,
  responseHeaders: Headers,
) {
  const reservation = await openByCode(ctx, lookup, request, responseHeaders);
  const [item] = await ctx.db
    .select()
    .from(reservationItems)
    .where(
      and(
        eq(reservationItems.id, lookup.reservationItemId),
        eq(reservationItems.reservationId, reservation.id),
        isNull(reservationItems.cancelledAt),
      ),
    );
  if (!item) throw new HttpError(404, 'This room is not part of the booking.');
  return { reservation, item };
}
