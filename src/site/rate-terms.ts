import type { Rate } from '../api/contract/availability-search.ts';
import { t } from '../i18n/rate-terms-messages.ts';

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
