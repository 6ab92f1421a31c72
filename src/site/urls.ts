/**
 * One builder for every route of the site (spec §2), so links are never written by hand.
 * Path segments are encoded; query strings are added by the caller through `withQuery`.
 * Pure: used by pages, islands, emails written by the reference API and tests alike.
 *
 * Import it as a namespace (`import * as urls from './urls.ts'`, then `urls.book(code)`): each
 * builder is its own export, so a browser bundle keeps only the builders its code calls.
 */
import { seg } from './booking-urls.ts';

export {
  book,
  checkout,
  confirmation,
  confirmationCalendar,
  localised,
  roomsAndRates,
  status,
} from './booking-urls.ts';

/** Appends `?query` when there is one (a URLSearchParams or a ready string without `?`). */
export function withQuery(path: string, query?: URLSearchParams | string): string {
  const text = typeof query === 'string' ? query : query?.toString();
  return text ? `${path}?${text}` : path;
}

export const manage = (code: string) => `/Manage/${seg(code)}`;
export const manageReservation = (code: string, referenceNumber: string, linkCode: string) =>
  `${manage(code)}/Reservation/${seg(referenceNumber)}/${seg(linkCode)}`;
export const preCheckIn = (code: string, referenceNumber: string, linkCode: string) =>
  `/PreCheckIn/${seg(code)}/${seg(referenceNumber)}/${seg(linkCode)}`;
export const bookGroup = (groupCode: string) => `/BookGroup/${seg(groupCode)}`;
export const securePay = (code: string) => `/SecurePay/${seg(code)}`;
export const securePayLink = (
  code: string,
  actionType: string,
  invoiceNumber: string,
  linkCode: string,
  paymentId?: string | number,
) =>
  withQuery(
    `${securePay(code)}/${seg(actionType)}/${seg(invoiceNumber)}/${seg(linkCode)}`,
    paymentId === undefined ? undefined : new URLSearchParams({ id: String(paymentId) }),
  );
export const securePayStatus = (code: string, token: string) =>
  `${securePay(code)}/Status/${seg(token)}`;
export const securePayConfirmation = (code: string, token: string) =>
  `${securePay(code)}/Confirmation/${seg(token)}`;
export const restaurant = (code: string) => `/Restaurant/${seg(code)}`;
export const restaurantCancel = (code: string, reference: string, linkCode: string) =>
  `${restaurant(code)}/Cancel/${seg(reference)}/${seg(linkCode)}`;

export const login = (code: string) => `/Account/Login/${seg(code)}`;
export const logout = (code: string) => `/Account/Logout/${seg(code)}`;
export const register = (code: string) => `/Account/Register/${seg(code)}`;
export const forgotPassword = (code: string) => `/Account/ForgotPassword/${seg(code)}`;
export const resetPassword = (code: string) => `/Account/ResetPassword/${seg(code)}`;
export const confirmEmail = (code: string) => `/Account/ConfirmEmail/${seg(code)}`;
export const manageAccount = (code: string) => `/ManageAccount/${seg(code)}`;

/** Spec §2: pages only a logged-in guest may see; logging out there goes to the Book page. */
export const isForLoggedInOnly = (path: string): boolean =>
  /^(?:\/[A-Za-z]{2}(?:-[A-Za-z]{2})?)?\/ManageAccount\//i.test(path);

/** The simulated gateway's own pages: the issuer's 3-D Secure check and the Paystack checkout. */
export const gatewayChallenge = (id: string) => `/SimulatedGateway/Challenge/${seg(id)}`;
export const gatewayPaystack = (id: string) => `/SimulatedGateway/Paystack/${seg(id)}`;

/** The search widget's settings for hotel websites. */
export const widgetConfig = (code: string) => `/widget/${seg(code)}.json`;
/** Development: the emails the site has written (demo mode). */
export const devOutbox = () => '/dev/outbox';
/** Where the cookie banner's form posts when the page's scripts have not run. */
export const cookieChoice = () => '/CookieChoice';
