import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

/** A phone rule with the hotel's country in it: whether a typed value is a phone number. */
export type PhoneCheck = (value: string) => boolean;

/** The country a number without a country code belongs to: the hotel's (ISO 3166-1 alpha-2). */
export type PhoneCountry = {
  /** e.g. "GB". */
  code: string;
  /** e.g. "+44". */
  dialCode: string;
  /** e.g. "United Kingdom". */
  name: string;
};

// What a guest types around the digits: spaces, dashes, dots, brackets.
const TYPED = /^(?:\+|00)?[\d\s().-]+$/;

/**
 * The one phone rule of every form, in the browser and on the server: a number with its country
 * code (`+44 20 7946 0000`, `0044 20 7946 0000`), or without one (`020 7946 0000`), which belongs
 * to `country` (the hotel's). It must have a possible length for its country; libphonenumber's
 * finer number ranges are left out, so test and newly issued numbers are not refused. Returns the
 * number in international form (`+44 20 7946 0000`), or null when it is not a phone number.
 */
export function internationalPhone(value: string, country: string | null = null): string | null {
  const typed = value.trim();
  if (!TYPED.test(typed)) return null;
  const home = country && isSupportedCountry(country) ? country : undefined;
  const number = parsePhoneNumberFromString(typed.replace(/^00/, '+'), home);
  return number?.isPossible() ? number.formatInternational() : null;
}

/** Whether `value` is a phone number under the rule (without `country`, it needs its country code). */
export function isValidPhone(value: string, country: string | null = null): boolean {
  return internationalPhone(value, country) !== null;
}

/**
 * A hotel's default phone country (its code, dialling code and name in `language`, English unless
 * given), null when unknown.
 */
export function phoneCountryOf(
  code: string | null | undefined,
  language = 'en',
): PhoneCountry | null {
  if (!code || !isSupportedCountry(code)) return null;
  return {
    code,
    dialCode: `+${getCountryCallingCode(code)}`,
    name: new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code,
  };
}
