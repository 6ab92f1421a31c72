// The reservation area's public module: what other areas use of making a booking (the booking's
// numbers, its links and confirmation email, a declined card's words). What making and changing a
// booking share is in `booking-core`.
export { confirmationEmail } from './confirmation-email.ts';
export { manageUrl } from './manage-link.ts';
export { CARD_DECLINED, CHALLENGE_FAILED, PAYMENT_TIMED_OUT } from './messages.ts';
export { settleFromProvider } from './expire-pending.ts';
export { newConfirmationToken } from './numbers.ts';
