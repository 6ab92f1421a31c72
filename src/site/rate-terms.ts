import type { Rate } from '../api/contract/availability-search.ts';
import { termsInWords, type CancellationTerms } from '../domain/manage/cancellation-terms.ts';
import type { IsoDate } from '../domain/shared/types.ts';
import { formatStayDate } from '../i18n/dates.ts';
import { t } from '../i18n/rate-terms-messages.ts';

/**
 * A rate's cancellation policy in words with its deadline for a stay arriving on `arrival`: the one
 * wording of Rooms & Rates, the confirmation page and email, and manage booking, made from the same
 * terms that decide the fee, so the words and the fee cannot disagree.
 */
export const cancellationWords = (terms: CancellationTerms, arrival: IsoDate): string =>
  // en-GB's date whatever page's request the API answers within (`stay-texts.ts` has the words
  // in another language).
  termsInWords(terms, arrival, (date) => formatStayDate(date, null));

/**
 * What the guest pays when, in words, from the rate's payment policy (spec §9 "Room payment"):
 * shown in the rate info dialog and the summary so nothing is a surprise at checkout, in the
 * page's language.
 */
export function paymentTermsText(rate: Pick<Rate, 'Policy'>): string {
  const {
    AutomaticPaymentType: type,
    PercentageToCharge: percent,
    DaysBeforeArrival: days,
  } = rate.Policy.PaymentPolicyConfiguration;
  if (type === 'None' || percent <= 0) return t('terms.payAtHotel');
  const share = percent >= 100 ? t('terms.share.full') : t('terms.share.percent', { percent });
  if (type === 'AtBooking') return t('terms.atBooking', { share });
  if (days === 0) return t('terms.onArrivalDay', { share });
  return t(days === 1 ? 'terms.daysBefore.one' : 'terms.daysBefore.other', { share, count: days });
}
