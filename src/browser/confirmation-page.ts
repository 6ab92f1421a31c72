import { clearBookingAfterConfirmation } from './after-confirmation.ts';
import { trackPurchaseOnce } from './purchase.ts';

// The confirmation page's work, started with the layout's enhancements after the page (the page
// itself has no script: Astro would put an inline one's hash into every page's CSP header, and
// /Book's answer would no longer fit TCP's first window). The booked stay leaves the browser's
// basket, the purchase is reported once (after consent), and the print button appears (its room
// is kept in the page from the first paint, so nothing moves).
clearBookingAfterConfirmation();
trackPurchaseOnce(document.querySelector('script[data-purchase]')?.textContent ?? '');
const print = document.querySelector<HTMLButtonElement>('[data-print]');
if (print) {
  print.classList.remove('invisible');
  print.addEventListener('click', () => window.print());
}
