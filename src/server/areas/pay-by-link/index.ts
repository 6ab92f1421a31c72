// The pay-by-link area's public module: what other areas use of payment requests (settling one from
// its gateway session, the request emails the hourly job sends, a request for a booking's charge).
export { runPaymentRequestEmails } from './emails.ts';
export { settleFromGateway } from './state.ts';
export { requestBookingPayment, type BookingPaymentRequest } from './booking-request.ts';
