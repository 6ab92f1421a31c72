/**
 * The booking flow's routes (spec §2 /Book/…). Import them through `urls.ts`, the one URL builder;
 * they sit in a module of their own so that the search page's island, which links only to Rooms &
 * Rates, does not load every other route's builder with it.
 */

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
