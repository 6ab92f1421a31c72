import { formatStayDate } from './dates.ts';
import { formatMonth } from './months.ts';
import { formatMoney } from './currency.ts';
import { intlFormsOf, type IntlForms } from './intl-forms.ts';
import { intlLocaleOf, type Locale } from './locale.ts';

// Formatting in a locale given by name, for what is written on the server (pages'
// own HTML, emails, calendar files). en-GB keeps the spec's forms (`dates.ts`, `currency.ts`);
// other locales are written by Intl. Dates and amounts are written by the code islands use in
// the page's locale; the rest is a module of its own: no browser bundle carries it.

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(
  key: string,
  make: () => F,
): F {
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** How `locale` writes dates and amounts: null for en-GB's own forms. */
export function formsIn(locale: Locale): IntlForms | null {
  const intl = intlLocaleOf(locale);
  return intl ? intlFormsOf(intl) : null;
}

const english = (locale: Locale) => locale === 'en-GB' || locale === 'en-XA';

/** A hotel-local ISO date for guests: "Monday, 7 Dec 2026", "Montag, 7. Dez. 2026" (as islands write it). */
export function formatStayDateIn(locale: Locale, isoDate: string): string {
  return formatStayDate(isoDate, formsIn(locale));
}

/** A calendar month's heading from `YYYY-MM`: "December 2026", "Dezember 2026". */
export function formatMonthIn(locale: Locale, isoMonth: string): string {
  return formatMonth(isoMonth, formsIn(locale));
}

/**
 * An amount for a reader of `locale`: en-GB keeps the spec's per-currency forms (`£1,234.50`,
 * `R 1 234,50`); other languages write it their way (`1.234,50 £`), as islands do.
 */
export function formatMoneyIn(locale: Locale, amount: number, currency: string): string {
  return formatMoney(amount, currency, formsIn(locale));
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
