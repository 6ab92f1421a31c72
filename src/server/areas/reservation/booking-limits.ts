import { BOOKING_LIMIT_MESSAGE, limitedAddress, limitSubject } from '../../auth/guest-limits.ts';
import { takeAttempt, type ThrottleRule } from '../../auth/throttle.ts';
import type { AppContext } from '../../context.ts';
import { cardDigits } from '../../gateway/luhn.ts';
import type { CreateReservationBody } from '../booking-core/index.ts';
import {
  BOOKINGS_PER_ADDRESS,
  BOOKINGS_PER_CARD,
  BOOKINGS_PER_EMAIL,
  HOLD_LIMIT_MESSAGE,
  HOLDS_PER_ADDRESS,
} from './guest-limits.ts';

/**
 * Counts a Create call against its address, booker email and new card before any work (429 with
 * Retry-After over a limit: card testing, inventory hoarding, emails sent to anyone), then takes
 * one of the address's unpaid holds. Answers that hold, for `giveBack` unless the booking ends up
 * waiting for payment. Nothing is counted for the site's own calls or with `RATE_LIMITS=off`.
 */
export async function takeBookingLimits(
  ctx: AppContext,
  body: CreateReservationBody,
  request: Request,
  responseHeaders: Headers,
): Promise<readonly number[]> {
  const address = limitedAddress(ctx.guestLimits, request);
  if (!address) return [];
  const now = ctx.now();
  const cardNumber = body.CardDetails?.CardNumber;
  const limits: (readonly [ThrottleRule, string])[] = [
    [BOOKINGS_PER_ADDRESS, address],
    [
      BOOKINGS_PER_EMAIL,
      limitSubject(ctx.linkSecret, 'email', body.Booker.Email.trim().toLowerCase()),
    ],
  ];
  if (cardNumber)
    limits.push([BOOKINGS_PER_CARD, limitSubject(ctx.linkSecret, 'card', cardDigits(cardNumber))]);
  await takeAttempt(ctx.db, limits, now, responseHeaders, BOOKING_LIMIT_MESSAGE);
  return takeAttempt(
    ctx.db,
    [[HOLDS_PER_ADDRESS, address]],
    now,
    responseHeaders,
    HOLD_LIMIT_MESSAGE,
  );
}
