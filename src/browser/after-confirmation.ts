import { $basket, EMPTY_BASKET } from '../stores/basket.ts';
import { clearCheckoutDetails } from '../stores/checkout.ts';

/** Once booked, the basket and typed details are done with: a new search starts clean. */
export function clearBookingAfterConfirmation(): void {
  $basket.set(EMPTY_BASKET);
  clearCheckoutDetails();
}
