import {
  lastFreeDay,
  type CancellationPenalty,
  type CancellationTerms,
} from '../domain/manage/cancellation-terms.ts';
import { formatMoney } from './currency.ts';
import { formatStayDate } from './dates.ts';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';
import { pluralTranslatorFor } from './plural.ts';
import { stayMessages } from './stay-messages.ts';

/*
 * A stay in the words of a locale, for what the server writes (pages, emails, calendar files). The
 * browser's own formatters stay in `dates.ts` and the domain, without this code.
 */

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A hotel-local ISO date as `formatStayDate` writes it in en-GB ("Monday, 7 Dec 2026"), by Intl elsewhere. */
export function formatStayDateIn(isoDate: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return formatStayDate(isoDate);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return format.format(Date.UTC(year, month - 1, day));
}

/** "2 adults, 1 child": a room's guests (no zero counts but adults), as a list of the locale. */
export function guestsTextIn(
  room: { numberOfAdults: number; numberOfChildren: number; numberOfInfants: number },
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = pluralTranslatorFor(stayMessages, locale);
  const parts = [t('stay.adults', { count: room.numberOfAdults })];
  if (room.numberOfChildren > 0) parts.push(t('stay.children', { count: room.numberOfChildren }));
  if (room.numberOfInfants > 0) parts.push(t('stay.infants', { count: room.numberOfInfants }));
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(parts);
}

/** "3 nights", "1 room": a counted word of a stay in the locale. */
export function countedIn(
  key: 'stay.nights' | 'stay.rooms',
  count: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return pluralTranslatorFor(stayMessages, locale)(key, { count });
}

/** "Monday, 7 Dec 2026 – Thursday, 10 Dec 2026". */
export function stayDatesIn(from: string, to: string, locale: Locale = DEFAULT_LOCALE): string {
  return pluralTranslatorFor(stayMessages, locale)('stay.dates', {
    from: formatStayDateIn(from, locale),
    to: formatStayDateIn(to, locale),
  });
}

/**
 * A moment (ISO) written out in full as a date and time of the locale, in `timeZone` (the hotel's)
 * with the zone named: "Friday, 27 November 2026 at 17:05:00 GMT".
 */
export function formatInstantIn(
  iso: string,
  locale: Locale = DEFAULT_LOCALE,
  timeZone = 'UTC',
): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'long',
    timeZone,
  }).format(new Date(iso));
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the server writes it for a reader of `locale`: in en-GB the spec's format of the
 * currency (`formatMoney`, as the pages show it), elsewhere by Intl in the reader's locale.
 */
export function formatMoneyIn(
  amount: number,
  currency: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (locale === DEFAULT_LOCALE) return formatMoney(amount, currency);
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** An amount with what it is about in the currency the guest looked at ("£100.00 (about €115.00)"). */
export function withShownEquivalentIn(
  amount: number,
  currency: string,
  shown: { Currency: string; Amount: number } | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const charged = formatMoneyIn(amount, currency, locale);
  if (!shown) return charged;
  return pluralTranslatorFor(stayMessages, locale)('stay.shownEquivalent', {
    charged,
    shown: formatMoneyIn(shown.Amount, shown.Currency, locale),
  });
}

const PENALTY_KEYS = {
  Full: 'stay.cancel.penaltyFull',
  Percent: 'stay.cancel.penaltyPercent',
  FirstNight: 'stay.cancel.penaltyFirstNight',
} as const satisfies Record<CancellationPenalty['kind'], keyof typeof stayMessages>;

/**
 * A rate's cancellation policy in words with its deadline, for what the server writes in a
 * guest's language (the confirmation email); in en-GB the same words as `site/rate-terms.ts`
 * `cancellationWords`, which Rooms & Rates and the API's answers show.
 */
export function cancellationWordsIn(
  terms: CancellationTerms,
  arrival: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = pluralTranslatorFor(stayMessages, locale);
  if (terms.nonRefundable) return t('stay.cancel.nonRefundable');
  const { penalty } = terms;
  return t('stay.cancel.free', {
    date: formatStayDateIn(lastFreeDay(terms, arrival)!, locale),
    penalty: t(
      PENALTY_KEYS[penalty.kind],
      penalty.kind === 'Percent' ? { percent: penalty.percent } : {},
    ),
  });
}
