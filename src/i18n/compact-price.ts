import { CURRENCY_FORMATS, isKnownCurrency } from '../domain/shared/currency-formats.ts';
import { currencyWriter } from './currency.ts';
import type { IntlForms } from './intl-forms.ts';

const writers = new Map<string, (amount: number) => string>();

/**
 * A price short enough for a calendar day: whole units below 1,000 (`£120`), compact above (`£1.3k`,
 * `₦45K`). In en-GB in the currency's own locale (spec §9 locale map, as `formatMoney`); else as
 * `forms` (by default the page's) write amounts (`1,3 k £GB`). The exact amount goes into the
 * day's accessible name with `formatMoney`.
 */
export function formatCompactPrice(
  amount: number,
  currency: string,
  forms: IntlForms | undefined = globalThis.__f,
): string {
  const compact = amount >= 1000;
  const options: Intl.NumberFormatOptions = compact
    ? { notation: 'compact', maximumFractionDigits: 1 }
    : { minimumFractionDigits: 0, maximumFractionDigits: 0 };
  // A day's cell is ~7 characters wide: the narrow symbol (`£`, not `£GB`), and no decimal
  // beside a word of thousands (`89 tys. ₦`).
  if (forms)
    return forms.money(amount, currency, {
      ...options,
      currencyDisplay: 'narrowSymbol',
      ...(amount >= 10_000 && { maximumFractionDigits: 0 }),
    });
  const key = `${currency}:${compact}`;
  let write = writers.get(key);
  if (!write) {
    // Whole units from spec §9's table, as `formatMoney` writes them: opening the calendar does
    // not wait for the browser to load ICU unless a day costs 1,000 or more.
    const whole =
      !compact && isKnownCurrency(currency)
        ? { ...CURRENCY_FORMATS[currency], digits: 0 }
        : undefined;
    write = currencyWriter(currency, whole, options);
    writers.set(key, write);
  }
  return write(amount);
}
