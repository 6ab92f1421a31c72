// The availability area's public module: what other areas use of it (the property's rooms and
// rates, pricing a search, promo codes, the stay window's rules).
export { evaluatePromoCode } from './promo-code.ts';
export { buildOffers, type Offers } from './search-offers.ts';
export {
  getAvailabilityStatic,
  paymentPolicyOf,
  type AvailabilityStatic,
  type RatePlanRow,
  type RoomTypeRow,
} from './statics.ts';
export { loadStayInventory, loadStayRateTotals } from './stay-rows.ts';
export { assertNoProblems, searchProblems } from './stay-window.ts';
