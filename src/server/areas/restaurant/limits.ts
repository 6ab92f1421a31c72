import { BOOKING_LIMIT_MESSAGE, limitedAddress, limitSubject } from '../../auth/guest-limits.ts';
import { takeAttempt, type ThrottleRule } from '../../auth/throttle.ts';
import type { AppContext } from '../../context.ts';

const HOUR = 60 * 60_000;

/** Table bookings per client address: a family books one table, an agent a few. */
export const TABLES_PER_ADDRESS: ThrottleRule = { action: 'table-address', max: 6, windowMs: HOUR };
/** Table bookings per email, from anywhere: each sends that address a confirmation. */
export const TABLES_PER_EMAIL: ThrottleRule = { action: 'table-email', max: 4, windowMs: HOUR };

/**
 * Counts a table booking against its address and email before any work (429 with Retry-After over
 * a limit), so one address cannot book out an evening or send confirmations to anyone's mailbox.
 */
export async function takeTableLimits(
  ctx: AppContext,
  email: string,
  request: Request,
  responseHeaders: Headers,
): Promise<void> {
  const address = limitedAddress(ctx.guestLimits, request);
  if (!address) return;
  await takeAttempt(
    ctx.db,
    [
      [TABLES_PER_ADDRESS, address],
      [TABLES_PER_EMAIL, limitSubject(ctx.linkSecret, 'email', email.trim().toLowerCase())],
    ],
    ctx.now(),
    responseHeaders,
    BOOKING_LIMIT_MESSAGE,
  );
}
