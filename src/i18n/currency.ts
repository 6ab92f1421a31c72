import {
  CURRENCY_FORMATS,
  formatInCurrency,
  isKnownCurrency,
  type CurrencyCode,
  type CurrencyFormat,
} from '../domain/shared/currency-formats.ts';
import { remembered } from '../domain/shared/remembered.ts';

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

/**
 * An amount charged in the hotel's currency with its equivalent in the one the guest chose, as the
 * confirmation page and email show it: "£655.00 (about €752.31)".
 */
export function withShownEquivalent(
  amount: number,
  currency: string,
  shown: { Currency: string; Amount: number } | null | undefined,
): string {
  const charged = formatMoney(amount, currency);
  return shown ? `${charged} (about ${formatMoney(shown.Amount, shown.Currency)})` : charged;
}
