// The booking core: what making a booking (`reservation`) and changing one (`manage`) share, and
// the one module other areas import it through. Pricing a stay, holding its nights and extras,
// the context a booking is priced in, the guest's account it is made by, how a card pays, and a
// stored booking's rooms and money.
export {
  loadBookingContext,
  loadServiceDefinitions,
  savedCardRows,
  type BookingContext,
  type CreateReservationBody,
  type ServiceDefinition,
} from './booking-context.ts';
export { bookingAccount, sessionAccount } from './booking-account.ts';
export {
  assertPricesMatch,
  bookingTotals,
  priceTax,
  quoteRooms,
  type QuotedRoom,
} from './pricing.ts';
export {
  releaseRooms,
  releaseServices,
  serviceHold,
  servicePeakBookings,
  takeRooms,
  takeServices,
} from './inventory.ts';
export { NOT_AVAILABLE, PRICES_CHANGED } from './messages.ts';
export { loadNightPrices, type StayItem } from './night-prices.ts';
export {
  findReservationByToken,
  loadReservationDetails,
  type PaymentRow,
  type ReservationDetails,
  type ReservationRoomDetails,
  type ReservationRow,
} from './reservation-details.ts';
export {
  cardPlan,
  hostedCardPlan,
  HOSTED_CARD_FIELDS,
  validatePayment,
  type PaymentPlan,
} from './validate-payment.ts';
