import type { Rate } from '../api/contract/availability-search.ts';

/**
 * What the guest pays when, in words, from the rate's payment policy (spec §9 "Room payment"):
 * shown in the rate info dialog and the summary so nothing is a surprise at checkout.
 */
export function paymentTermsText(rate: Pick<Rate, 'Policy'>): string {
  const {
    AutomaticPaymentType: type,
    PercentageToCharge: percent,
    DaysBeforeArrival: days,
  } = rate.Policy.PaymentPolicyConfiguration;
  if (type === 'None' || percent <= 0) return 'Nothing is charged online; you pay at the hotel.';
  const share = percent >= 100 ? 'The full amount' : `${percent}% of the total`;
  if (type === 'AtBooking') return `${share} is charged when you book.`;
  const when =
    days === 0 ? 'on the day of arrival' : `${days} day${days === 1 ? '' : 's'} before arrival`;
  return `${share} is charged ${when} (or when you book, if that is later).`;
}
