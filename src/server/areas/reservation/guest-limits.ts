import type { ThrottleRule } from '../../auth/throttle.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Voucher checks per client address: a guest tries one code, perhaps retyped a few times. */
export const VOUCHER_CHECKS_PER_ADDRESS: ThrottleRule = {
  action: 'voucher-address',
  max: 20,
  windowMs: HOUR,
};
/** Unrecognised voucher codes per hotel from anywhere: a guess spread over many addresses. */
export const VOUCHER_MISSES_PER_HOTEL: ThrottleRule = {
  action: 'voucher-hotel',
  max: 300,
  windowMs: HOUR,
};
export const VOUCHER_LIMIT_MESSAGE =
  'Too many voucher codes have been tried. Please wait a few minutes and try again, or contact the hotel.';
