const digitsByCurrency = new Map<string, number>();

/** Digits of the currency's minor unit from Intl (GBP 2, ZAR 2, NGN 2, KES 2, JPY 0, BHD 3). */
export function minorUnitDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsByCurrency.get(code);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    digitsByCurrency.set(code, digits);
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
  const shifted = Number((Math.abs(amount) * factor).toPrecision(15));
  const rounded = (Math.sign(amount) * Math.round(shifted)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** Display-currency rates: units of each currency per one `base` unit. */
export type ExchangeRates = { base: string; rates: Record<string, number> };
