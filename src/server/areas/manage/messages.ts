/** One answer for "no such number" and "wrong name", so a guess learns nothing. */
export const NOT_FOUND_MESSAGE =
  'We could not find a booking with that reservation number and name. Please check both and try again.';
export { LINK_INVALID } from '../../../domain/shared/validation.ts';
/** Spec §8 fallback. */
export const SAVE_FAILED = 'Failed to save Reservation';
export const STALE_VIEW =
  'This booking was changed since you opened it. Please review the latest details and try again.';
export const NOTHING_CHANGED = 'There is nothing to save: no changes were made.';
export const REASON_REQUIRED = 'Please choose a reason for cancelling.';
export const COMMENT_REQUIRED = 'Please tell us a little more about why you are cancelling.';
export const LAST_ROOM = 'This is the only room left on the booking: cancel the booking instead.';
export const PRICE_MOVED =
  'The price of this change moved while your card was being checked, so nothing was changed. Please review the change again.';
/** Every answer about a passed check says the same: the one change made and charged (a second submit included). */
export const CHALLENGE_PASSED = 'Your card check was passed and your booking has been updated.';
export const CHALLENGE_NOT_PASSED =
  'Your card check was not completed, so nothing was changed or charged.';
export const REFUND_FAILED =
  'The refund could not be made just now, so nothing was changed. Please try again in a few minutes.';
