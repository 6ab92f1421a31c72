import type { ThrottleRule } from '../../auth/throttle.ts';

const MINUTE = 60_000;
const perHour = (action: string, max: number): ThrottleRule => ({
  action,
  max,
  windowMs: 60 * MINUTE,
});

/** Voucher checks per client address: a guest tries one code, perhaps retyped a few times. */
export const VOUCHER_CHECKS_PER_ADDRESS = perHour('voucher-address', 20);
/** Unrecognised voucher codes per hotel from anywhere: a guess spread over many addresses. */
export const VOUCHER_MISSES_PER_HOTEL = perHour('voucher-hotel', 300);
export const VOUCHER_LIMIT_MESSAGE =
  'Too many voucher codes have been tried. Please wait a few minutes and try again, or contact the hotel.';

/** Create calls per client address: more than a family or a travel agent books in an hour. */
export const BOOKINGS_PER_ADDRESS = perHour('booking-address', 30);
/** Create calls per booker email, from anywhere. */
export const BOOKINGS_PER_EMAIL = perHour('booking-email', 10);
/** Create calls per new card (its fingerprint), from anywhere: a card tried with many codes or expiries. */
export const BOOKINGS_PER_CARD = perHour('booking-card', 10);
/** Bookings left waiting for payment (3-D Secure, Paystack) per address: each holds its rooms. */
export const HOLDS_PER_ADDRESS: ThrottleRule = {
  action: 'booking-hold-address',
  max: 3,
  windowMs: 15 * MINUTE,
};
export const HOLD_LIMIT_MESSAGE =
  'You already have bookings waiting for payment. Please finish paying for one of them, or wait a few minutes and try again.';
