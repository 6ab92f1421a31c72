import {
  lastFreeDay,
  type CancellationPenalty,
  type CancellationTerms,
} from '../domain/manage/cancellation-terms.ts';
import { formatStayDateIn, formsIn } from './locale-format.ts';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';
import { stayMessages } from './stay-messages.ts';
import { paymentLineMessages } from './payment-line-messages.ts';
import { withShownEquivalent } from './payment-words.ts';
import { stayWordsMessages } from './stay-words-messages.ts';
import { guestsText } from './stay-words.ts';
import { translatorFor } from './translate.ts';

/*
 * A stay in the words of a locale, for what the server writes (pages, emails, calendar files). The
 * browser's own formatters stay in `dates.ts` and the domain, without this code.
 */

/** "2 adults, 1 child": a room's guests in the words of `locale` (as islands write them). */
export function guestsTextIn(
  room: { numberOfAdults: number; numberOfChildren: number; numberOfInfants: number },
  locale: Locale = DEFAULT_LOCALE,
): string {
  return guestsText(room, translatorFor(stayWordsMessages, locale), formsIn(locale));
}

/** "3 nights", "1 room": a counted word of a stay in the locale. */
export function countedIn(
  key: 'stay.nights' | 'stay.rooms',
  count: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return translatorFor(stayMessages, locale)(key, { count });
}

/** "Monday, 7 Dec 2026 – Thursday, 10 Dec 2026". */
export function stayDatesIn(from: string, to: string, locale: Locale = DEFAULT_LOCALE): string {
  return translatorFor(stayMessages, locale)('stay.dates', {
    from: formatStayDateIn(locale, from),
    to: formatStayDateIn(locale, to),
  });
}

/** An amount with what it is about in the currency the guest looked at ("£100.00 (about €115.00)"). */
export function withShownEquivalentIn(
  amount: number,
  currency: string,
  shown: { Currency: string; Amount: number } | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return withShownEquivalent(
    amount,
    currency,
    shown,
    translatorFor(paymentLineMessages, locale),
    formsIn(locale),
  );
}

const PENALTY_KEYS = {
  Full: 'stay.cancel.penaltyFull',
  Percent: 'stay.cancel.penaltyPercent',
  FirstNight: 'stay.cancel.penaltyFirstNight',
} as const satisfies Record<CancellationPenalty['kind'], keyof typeof stayMessages>;

/**
 * A rate's cancellation policy in words with its deadline, for what the server writes in a
 * guest's language: the one wording of Rooms & Rates, the confirmation page and email, and manage
 * booking, made from the same terms that decide the fee, so the words and the fee cannot disagree.
 */
export function cancellationWordsIn(
  terms: CancellationTerms,
  arrival: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = translatorFor(stayMessages, locale);
  if (terms.nonRefundable) return t('stay.cancel.nonRefundable');
  const { penalty } = terms;
  return t('stay.cancel.free', {
    date: formatStayDateIn(locale, lastFreeDay(terms, arrival)!),
    penalty: t(
      PENALTY_KEYS[penalty.kind],
      penalty.kind === 'Percent' ? { percent: penalty.percent } : {},
    ),
  });
}
