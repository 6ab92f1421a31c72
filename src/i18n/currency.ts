import {
  CURRENCY_FORMATS,
  formatInCurrency,
  isKnownCurrency,
  type CurrencyCode,
  type CurrencyFormat,
} from '../domain/shared/currency-formats.ts';
import { remembered } from '../domain/shared/remembered.ts';
import type { IntlForms } from './intl-forms.ts';

export const DEFAULT_CURRENCY: CurrencyCode = 'GBP';

const writers = new Map<string, (amount: number) => string>();

/**
 * How amounts in `currency` are written: by `table` where it can (spec §9's currencies), else by
 * Intl in the currency's locale with `options`.
 */
export function currencyWriter(
  currency: string,
  table: CurrencyFormat | undefined,
  options: Intl.NumberFormatOptions = {},
): (amount: number) => string {
  const locale = isKnownCurrency(currency) ? CURRENCY_FORMATS[currency].locale : 'en-GB';
  let intl: Intl.NumberFormat | undefined;
  // Made only when needed: a browser's first Intl.NumberFormat costs tens of milliseconds.
  const byIntl = (amount: number) =>
    (intl ??= new Intl.NumberFormat(locale, { style: 'currency', currency, ...options })).format(
      amount,
    );
  return table ? (amount) => formatInCurrency(amount, table) ?? byIntl(amount) : byIntl;
}

function writerFor(currency: string): (amount: number) => string {
  let write = writers.get(currency);
  if (!write) {
    write = currencyWriter(
      currency,
      isKnownCurrency(currency) ? CURRENCY_FORMATS[currency] : undefined,
    );
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

/**
 * Formats an amount: in en-GB as the spec's format map writes the currency, e.g. `£1,234.50`,
 * `R 1 234,50`; else as `forms` (by default the page's; null for en-GB) write it, `1.234,50 £`.
 */
export function formatMoney(
  amount: number,
  currency: string,
  forms: IntlForms | null | undefined = globalThis.__f,
): string {
  if (forms) return forms.money(amount, currency);
  // A Map holds 0 and -0 as one key; they are written differently.
  if (!KEEPS_AMOUNTS || amount === 0) return writerFor(currency)(amount);
  let format = formatted.get(currency);
  if (!format) {
    format = remembered(writerFor(currency), FORMATTED_KEPT);
    formatted.set(currency, format);
  }
  return format(amount);
}
