/** Texts of Create's refusals; the checkout shows `Message` as it is (spec §8). */
export { NOT_AVAILABLE, PRICES_CHANGED } from '../booking-core/index.ts';
export const CARD_DECLINED = 'Your card was declined. Please use another card.';
export const VOUCHER_CHANGED =
  'The gift voucher balance has changed. Please check the voucher and try again.';
export const KEY_REUSED =
  'This Idempotency-Key was already used for a different booking request. Send a new key for a new attempt.';

/** Why a held booking failed; Status answers it as `Message`. */
export const CHALLENGE_FAILED =
  'Your card could not be verified, so the booking was not made. Please try again or use another card.';
export const PAYMENT_CANCELLED = 'The payment was cancelled, so the booking was not made.';
export const PAYMENT_TIMED_OUT =
  'The payment was not completed in time, so the booking was not made. Please book again.';

export const RESERVATION_NOT_FOUND = 'Reservation not found';
