import { CURRENCY_FORMATS, isKnownCurrency } from './currency-formats.ts';

const digitsByCurrency = new Map<string, number>();

/** Digits of the currency's minor unit (GBP 2, ZAR 2, NGN 2, KES 2, JPY 0, BHD 3). */
export function minorUnitDigits(currency: string): number {
  // Keyed as given: every price rounds through here, and most calls name the currency the same way.
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    const code = currency.toUpperCase();
    // Spec §9's currencies from their table: a browser's first Intl call costs tens of milliseconds.
    digits = isKnownCurrency(code)
      ? CURRENCY_FORMATS[code].digits
      : (new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
          .maximumFractionDigits ?? 2);
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/**
 * Rounds an amount to the currency's minor unit, half away from zero. Calculations keep full
 * precision and call this once, at the end. Binary noise such as 1.005 × 100 = 100.4999… is
 * absorbed first, so 1.005 GBP rounds to 1.01.
 */
export function roundMoney(amount: number, currency: string): number {
  const factor = 10 ** minorUnitDigits(currency);
  const raw = Math.abs(amount) * factor;
  // Absorbing the noise (toPrecision) can only change the result next to a half; elsewhere it is
  // skipped, because pricing rounds every rate and total and toPrecision was 6 % of a search call.
  const nearHalf = Math.abs(raw - Math.floor(raw) - 0.5) <= raw * 1e-12;
  const shifted = nearHalf ? Number(raw.toPrecision(15)) : raw;
  const rounded = (Math.sign(amount) * Math.round(shifted)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/**
 * An amount as payment providers take it: an integer count of the currency's minor unit (pence,
 * kobo; yen are whole), so 12.34 GBP is 1234 and 1500 JPY is 1500.
 */
export function toMinorUnits(amount: number, currency: string): number {
  const minor = Math.round(roundMoney(amount, currency) * 10 ** minorUnitDigits(currency));
  return minor === 0 ? 0 : minor;
}

/** A provider's integer minor units back to the amount we store (1234 GBP minor units → 12.34). */
export function fromMinorUnits(minor: number, currency: string): number {
  return roundMoney(minor / 10 ** minorUnitDigits(currency), currency);
}

/** Display-currency rates: units of each currency per one `base` unit. */
export type ExchangeRates = { base: string; rates: Record<string, number> };

/**
 * An amount in another currency at `rate`, as the guest is shown it. A total made of `parts` (a
 * room and each extra) is the sum of its parts as shown, so €163.68 + €163.68 never reads
 * €327.35: Rooms & Rates, checkout and the confirmation convert a stay the same way.
 */
export function shownInCurrency(
  amount: number,
  rate: number,
  currency: string,
  parts?: readonly number[],
): number {
  if (!parts?.length) return roundMoney(amount * rate, currency);
  return roundMoney(
    parts.reduce((sum, part) => sum + roundMoney(part * rate, currency), 0),
    currency,
  );
}
