/** How an amount in one currency is written in its locale: `£1,234.50`, `R 1 234,50`, `1.234,50 kr.`. */
export interface CurrencyFormat {
  readonly locale: string;
  readonly digits: number;
  readonly prefix: string;
  readonly suffix: string;
  readonly group: string;
  readonly decimal: string;
}

const NBSP = '\u00a0';
const english = (prefix: string, locale: string): CurrencyFormat => ({
  locale,
  digits: 2,
  prefix,
  suffix: '',
  group: ',',
  decimal: '.',
});

/**
 * Spec §9's display currencies, each in its locale, written as ICU writes them (the table test
 * compares every one with Intl). A browser's first `Intl.NumberFormat` loads ICU's data: 30–55 ms
 * on this machine, on the hydration path of every page that shows a price. These need none.
 */
export const CURRENCY_FORMATS = {
  GBP: english('£', 'en-GB'),
  USD: english('$', 'en-US'),
  AED: english(`AED${NBSP}`, 'en-AE'),
  ZAR: { ...english(`R${NBSP}`, 'en-ZA'), group: NBSP, decimal: ',' },
  DKK: { ...english('', 'en-DK'), suffix: `${NBSP}kr.`, group: '.', decimal: ',' },
  EUR: english('€', 'en-EU'),
  AUD: english('$', 'en-AU'),
  CAD: english('$', 'en-CA'),
  MXN: english('MX$', 'en-MX'),
  NGN: english('₦', 'en-NG'),
  KES: english(`Ksh${NBSP}`, 'en-KE'),
} as const satisfies Record<string, CurrencyFormat>;

export type CurrencyCode = keyof typeof CURRENCY_FORMATS;

export function isKnownCurrency(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCY_FORMATS, code);
}

/** Below this, a number's shortest decimal form has no exponent (from 1e21) and is exact in BigInt. */
const PLAIN_LIMIT = 1e15;
/** Below this, the shortest form is written with an exponent; such an amount rounds to zero. */
const TINY = 1e-6;

/**
 * The digits of `amount` (not negative) to `digits` decimals, rounded as Intl rounds: half away
 * from zero, from the number's shortest decimal form (1.005 → 1.01, where `toFixed` gives 1.00).
 */
function roundedDigits(amount: number, digits: number): [whole: string, fraction: string] {
  const [whole = '0', fraction = ''] = (amount < TINY ? '0' : String(amount)).split('.');
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  if ((fraction[digits] ?? '0') < '5') return [whole, kept];
  const up = String(BigInt(whole + kept) + 1n).padStart(digits + 1, '0');
  return [up.slice(0, up.length - digits), up.slice(up.length - digits)];
}

/**
 * `amount` as `format` writes it, rounded as Intl rounds, a minus on every negative amount and on
 * -0; undefined for what only Intl should write (NaN, infinities, 10^15 and more).
 */
export function formatInCurrency(amount: number, format: CurrencyFormat): string | undefined {
  if (!(Math.abs(amount) < PLAIN_LIMIT)) return undefined;
  const [whole, fraction] = roundedDigits(Math.abs(amount), format.digits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, format.group);
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const decimals = fraction ? format.decimal + fraction : '';
  return `${sign}${format.prefix}${grouped}${decimals}${format.suffix}`;
}
