/**
 * The booking flow's routes (spec §2 /Book/…) and where a guest who logs out may stay. Import them
 * through `urls.ts`, the one URL builder. They sit in a module of their own so that the search
 * page's island (a link to Rooms & Rates) and every page's menu script (the Book page after
 * logging out) load only these builders, not every route's.
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

/** Spec §2: pages only a logged-in guest may see; after logging out the guest goes to `book`. */
export const isForLoggedInOnly = (path: string): boolean => /^\/ManageAccount\//i.test(path);
