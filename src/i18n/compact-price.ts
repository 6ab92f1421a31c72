import { CURRENCY_FORMATS, formatInCurrency } from '../domain/shared/currency-formats.ts';
import { CURRENCY_LOCALES, isKnownCurrency } from './currency.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A price short enough for a calendar day, in the currency's own locale (spec §9 locale map, as
 * `formatMoney`): whole units below 1,000 (`£120`), compact above (`£1.3k`, `₦45K`). The exact amount goes
 * into the day's accessible name with `formatMoney`.
 */
export function formatCompactPrice(amount: number, currency: string): string {
  const compact = amount >= 1000;
  // Whole units from spec §9's table, as `formatMoney` writes them: opening the calendar does not
  // wait for the browser to load ICU (tens of milliseconds) unless a day costs 1,000 or more.
  const whole =
    !compact && isKnownCurrency(currency)
      ? formatInCurrency(amount, { ...CURRENCY_FORMATS[currency], digits: 0 })
      : undefined;
  if (whole !== undefined) return whole;
  const key = `${currency}:${compact}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const locale = isKnownCurrency(currency) ? CURRENCY_LOCALES[currency] : 'en-GB';
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(compact
        ? { notation: 'compact', maximumFractionDigits: 1 }
        : { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
