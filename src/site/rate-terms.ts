import type { Rate } from '../api/contract/availability-search.ts';
import { termsInWords, type CancellationTerms } from '../domain/manage/cancellation-terms.ts';
import type { IsoDate } from '../domain/shared/types.ts';
import { formatStayDate } from '../i18n/dates.ts';

/**
 * A rate's cancellation policy in words with its deadline for a stay arriving on `arrival`: the one
 * wording of Rooms & Rates, the confirmation page and email, and manage booking, made from the same
 * terms that decide the fee, so the words and the fee cannot disagree.
 */
export const cancellationWords = (terms: CancellationTerms, arrival: IsoDate): string =>
  termsInWords(terms, arrival, formatStayDate);

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
