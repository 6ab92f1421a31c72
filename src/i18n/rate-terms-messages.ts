import { translator } from './translate.ts';

/**
 * en-GB words of a rate's payment policy (`site/rate-terms.ts`), for Rooms & Rates' rate details
 * and checkout's summary. `{share}` is `terms.share.full` or `terms.share.percent`.
 */
export const rateTermsMessages = {
  'terms.payAtHotel': 'Nothing is charged online; you pay at the hotel.',
  'terms.share.full': 'The full amount',
  'terms.share.percent': '{percent}% of the total',
  'terms.atBooking': '{share} is charged when you book.',
  'terms.onArrivalDay':
    '{share} is charged on the day of arrival (or when you book, if that is later).',
  'terms.daysBefore.one':
    '{share} is charged 1 day before arrival (or when you book, if that is later).',
  'terms.daysBefore.other':
    '{share} is charged {count} days before arrival (or when you book, if that is later).',
} as const;

export const t = translator(rateTermsMessages);
