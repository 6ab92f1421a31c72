import { formatMonth, formatStayDate } from './dates.ts';
import { formatMoney } from './currency.ts';
import { directionOf, type Locale } from './locale.ts';

// Formatting by a request's or a booking's locale for what is written on the server (pages'
// own HTML, emails, calendar files). en-GB keeps the spec's forms (`dates.ts`, `currency.ts`);
// other locales are written by Intl. A module of its own: no browser bundle carries it.

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(
  key: string,
  make: () => F,
): F {
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

const english = (locale: Locale) => locale === 'en-GB' || locale === 'en-XA';

/** A hotel-local ISO date for guests: "Monday, 7 Dec 2026", "Montag, 7. Dez. 2026", "الاثنين، ٧ ديسمبر ٢٠٢٦". */
export function formatStayDateIn(locale: Locale, isoDate: string): string {
  if (english(locale)) return formatStayDate(isoDate);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return cached(
    `date:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(Date.UTC(year, month - 1, day));
}

/** A calendar month's heading from `YYYY-MM`: "December 2026", "Dezember 2026". */
export function formatMonthIn(locale: Locale, isoMonth: string): string {
  if (english(locale)) return formatMonth(isoMonth);
  const [year, month] = isoMonth.split('-').map(Number) as [number, number];
  return cached(
    `month:${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(Date.UTC(year, month - 1, 1));
}

/**
 * An amount for a reader of `locale`: en-GB keeps the spec's per-currency forms (`formatMoney`,
 * `£1,234.50`, `R 1 234,50`); other languages write it their way (`1.234,50 £`).
 */
export function formatMoneyIn(locale: Locale, amount: number, currency: string): string {
  if (english(locale)) return formatMoney(amount, currency);
  const text = cached(
    `money:${locale}:${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
  ).format(amount);
  // Arabic writes the symbol after the number ("776.00 UK£"): a symbol ending in a neutral sign
  // would be drawn on the wrong side of its letters ("£UK") without a left-to-right mark after it.
  return directionOf(locale) === 'rtl' ? `${text}\u200e` : text;
}

/** A number as the locale writes it ("1,234", "1.234"). */
export function formatNumberIn(locale: Locale, value: number): string {
  return cached(
    `number:${locale}`,
    () => new Intl.NumberFormat(english(locale) ? 'en-GB' : locale),
  ).format(value);
}

/** "breakfast, parking and late checkout" in the locale's words and punctuation. */
export function formatListIn(locale: Locale, items: readonly string[]): string {
  return cached(
    `list:${locale}`,
    () => new Intl.ListFormat(english(locale) ? 'en-GB' : locale, { type: 'conjunction' }),
  ).format(items);
}

/**
 * A moment (ISO) written out in full as a date and time of the locale, in `timeZone` (the hotel's)
 * with the zone named: "Friday, 27 November 2026 at 17:05:00 GMT".
 */
export function formatInstantIn(locale: Locale, iso: string, timeZone = 'UTC'): string {
  return cached(
    `instant:${locale}:${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'long', timeZone }),
  ).format(new Date(iso));
}
