/**
 * The booking flow's routes (spec §2 /Book/…). Import them through `urls.ts`, the one URL builder;
 * they sit in a module of their own so that the search page's island, which links only to Rooms &
 * Rates, does not load every other route's builder with it.
 */
import type { Locale } from '../i18n/locale.ts';

/**
 * A site path in a page's language, built where the link is written: `/Book/X` → `/de/Book/X`.
 * English (en-GB, the default; a literal so that browser bundles load no locale module) keeps the
 * unprefixed paths every existing link uses, as does a caller that names no language.
 */
export const localised = (locale: Locale | undefined, path: string): string =>
  !locale || locale === 'en-GB' ? path : `/${locale}${path}`;

/** A path segment, encoded. */
export const seg = (value: string | number): string => encodeURIComponent(String(value));

export const book = (code: string) => `/Book/${seg(code)}`;
export const roomsAndRates = (code: string) => `${book(code)}/Rooms-And-Rates`;
export const checkout = (code: string, token?: string) =>
  `${book(code)}/Checkout${token ? `/${seg(token)}` : ''}`;
export const status = (code: string, token: string) => `${book(code)}/Status/${seg(token)}`;
export const confirmation = (code: string, token: string) =>
  `${book(code)}/Confirmation/${seg(token)}`;
export const confirmationCalendar = (code: string, token: string) =>
  `${confirmation(code, token)}.ics`;
