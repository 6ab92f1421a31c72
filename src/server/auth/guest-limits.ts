import { createHmac } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER } from './client-address.ts';

/**
 * The client address an anonymous operation's abuse limits (bookings, vouchers) count against, or
 * undefined when they do not apply: the site's own in-process calls carry no address, and
 * `RATE_LIMITS=off` (load measurements from one address) turns them off.
 */
export function limitedAddress(on: boolean, request: Request): string | undefined {
  return (on && request.headers.get(CLIENT_ADDRESS_HEADER)?.trim()) || undefined;
}

/**
 * What a limit counts a card number or an email under: an HMAC with the server's key, computed in
 * memory. Keyed, so the stored value cannot be found again by hashing every number of a card range.
 */
export const limitSubject = (secret: string, kind: 'card' | 'email', value: string): string =>
  createHmac('sha256', secret).update(`${kind}\n${value}`).digest('base64url').slice(0, 22);

/** Answered with 429 when an address, card or email has made too many bookings in a short time. */
export const BOOKING_LIMIT_MESSAGE =
  'We have received several bookings from you in a short time. To keep our guests safe from fraud, please wait a little and try again, or contact the hotel to book.';
