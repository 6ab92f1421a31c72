import {
  CURRENCY_FORMATS,
  formatInCurrency,
  isKnownCurrency,
  type CurrencyCode,
} from '../domain/shared/currency-formats.ts';
import { minorUnitDigits } from '../domain/shared/money.ts';
import { remembered } from '../domain/shared/remembered.ts';

export { isKnownCurrency, type CurrencyCode };

/** Spec §9: the locale each display currency is formatted with. */
export const CURRENCY_LOCALES = Object.fromEntries(
  Object.entries(CURRENCY_FORMATS).map(([code, format]) => [code, format.locale]),
) as { readonly [C in CurrencyCode]: (typeof CURRENCY_FORMATS)[C]['locale'] };

export const DEFAULT_CURRENCY: CurrencyCode = 'GBP';

const writers = new Map<string, (amount: number) => string>();

/** How amounts in `currency` are written: spec §9's currencies from their table, any other by Intl. */
function writerFor(currency: string): (amount: number) => string {
  let write = writers.get(currency);
  if (!write) {
    const known = isKnownCurrency(currency) ? CURRENCY_FORMATS[currency] : undefined;
    let intl: Intl.NumberFormat | undefined;
    // Made only when needed: a browser's first Intl.NumberFormat costs tens of milliseconds.
    const byIntl = (amount: number) =>
      (intl ??= new Intl.NumberFormat(known?.locale ?? 'en-GB', {
        style: 'currency',
        currency,
      })).format(amount);
    write = known ? (amount) => formatInCurrency(amount, known) ?? byIntl(amount) : byIntl;
    writers.set(currency, write);
  }
  return write;
}

// On the server, amounts repeat within a page and across stays (the same nightly prices):
// formatting one is ~1 µs, looking it up ~50 ns. Each currency keeps a bounded set. A
// browser formats one page's amounts once, so it is not sent the code.
const formatted = new Map<string, (amount: number) => string>();
const FORMATTED_KEPT = 4096;
// Read once: the server build makes it an object. `?.` because Playwright's tests import this file
// without Vite, where `import.meta.env` does not exist.
const KEEPS_AMOUNTS = import.meta.env?.SSR === true;

/** Formats an amount in the currency's own locale, e.g. `£1,234.50`, `R 1 234,50`. */
export function formatMoney(amount: number, currency: string): string {
  // A Map holds 0 and -0 as one key; they are written differently.
  if (!KEEPS_AMOUNTS || amount === 0) return writerFor(currency)(amount);
  let format = formatted.get(currency);
  if (!format) {
    format = remembered(writerFor(currency), FORMATTED_KEPT);
    formatted.set(currency, format);
  }
  return format(amount);
}

/** An amount rounded to the currency's smallest unit as it is shown (pence, cents; whole yen). */
export function roundToShown(amount: number, currency: string): number {
  const digits = minorUnitDigits(currency);
  const scale = 10 ** digits;
  return Math.round((amount + Number.EPSILON) * scale) / scale;
}
