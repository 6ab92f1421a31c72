import { remembered } from '../domain/shared/remembered.ts';

/** Spec §9: the locale each display currency is formatted with. */
export const CURRENCY_LOCALES = {
  GBP: 'en-GB',
  USD: 'en-US',
  AED: 'en-AE',
  ZAR: 'en-ZA',
  DKK: 'en-DK',
  EUR: 'en-EU',
  AUD: 'en-AU',
  CAD: 'en-CA',
  MXN: 'en-MX',
  NGN: 'en-NG',
  KES: 'en-KE',
} as const;

export type CurrencyCode = keyof typeof CURRENCY_LOCALES;

export const DEFAULT_CURRENCY: CurrencyCode = 'GBP';

export function isKnownCurrency(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCY_LOCALES, code);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    const locale = isKnownCurrency(currency) ? CURRENCY_LOCALES[currency] : 'en-GB';
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

// On the server, amounts repeat within a page and across stays (the same nightly prices):
// formatting one is ~1 µs of ICU, looking it up ~50 ns. Each currency keeps a bounded set. A
// browser formats one page's amounts once, so it is not sent the code.
const formatted = new Map<string, (amount: number) => string>();
const FORMATTED_KEPT = 4096;
// Read once: the server build makes it an object. `?.` because Playwright's tests import this file
// without Vite, where `import.meta.env` does not exist.
const KEEPS_AMOUNTS = import.meta.env?.SSR === true;

/** Formats an amount in the currency's own locale, e.g. `£1,234.50`, `R 1 234,50`. */
export function formatMoney(amount: number, currency: string): string {
  // A Map holds 0 and -0 as one key; ICU writes them differently.
  if (!KEEPS_AMOUNTS || amount === 0) return formatterFor(currency).format(amount);
  let format = formatted.get(currency);
  if (!format) {
    const formatter = formatterFor(currency);
    format = remembered((shown: number) => formatter.format(shown), FORMATTED_KEPT);
    formatted.set(currency, format);
  }
  return format(amount);
}

/** An amount rounded to the currency's smallest unit as it is shown (pence, cents; whole yen). */
export function roundToShown(amount: number, currency: string): number {
  const digits = formatterFor(currency).resolvedOptions().maximumFractionDigits ?? 2;
  const scale = 10 ** digits;
  return Math.round((amount + Number.EPSILON) * scale) / scale;
}
