/**
 * One builder for every route of the site (spec §2), so links are never written by hand.
 * Path segments are encoded; query strings are added by the caller through `withQuery`.
 * Pure: used by pages, islands, emails written by the reference API and tests alike.
 */
const seg = (value: string | number): string => encodeURIComponent(String(value));

/** Appends `?query` when there is one (a URLSearchParams or a ready string without `?`). */
export function withQuery(path: string, query?: URLSearchParams | string): string {
  const text = typeof query === 'string' ? query : query?.toString();
  return text ? `${path}?${text}` : path;
}

export const urls = {
  book: (code: string) => `/Book/${seg(code)}`,
  roomsAndRates: (code: string) => `/Book/${seg(code)}/Rooms-And-Rates`,
  checkout: (code: string, token?: string) =>
    `/Book/${seg(code)}/Checkout${token ? `/${seg(token)}` : ''}`,
  status: (code: string, token: string) => `/Book/${seg(code)}/Status/${seg(token)}`,
  confirmation: (code: string, token: string) => `/Book/${seg(code)}/Confirmation/${seg(token)}`,
  confirmationCalendar: (code: string, token: string) =>
    `/Book/${seg(code)}/Confirmation/${seg(token)}.ics`,

  manage: (code: string) => `/Manage/${seg(code)}`,
  manageReservation: (code: string, referenceNumber: string, linkCode: string) =>
    `/Manage/${seg(code)}/Reservation/${seg(referenceNumber)}/${seg(linkCode)}`,
  preCheckIn: (code: string, referenceNumber: string, linkCode: string) =>
    `/PreCheckIn/${seg(code)}/${seg(referenceNumber)}/${seg(linkCode)}`,
  bookGroup: (groupCode: string) => `/BookGroup/${seg(groupCode)}`,
  securePay: (code: string) => `/SecurePay/${seg(code)}`,
  securePayLink: (
    code: string,
    actionType: string,
    invoiceNumber: string,
    linkCode: string,
    paymentId?: string | number,
  ) =>
    withQuery(
      `/SecurePay/${seg(code)}/${seg(actionType)}/${seg(invoiceNumber)}/${seg(linkCode)}`,
      paymentId === undefined ? undefined : new URLSearchParams({ id: String(paymentId) }),
    ),
  securePayStatus: (code: string, token: string) => `/SecurePay/${seg(code)}/Status/${seg(token)}`,
  securePayConfirmation: (code: string, token: string) =>
    `/SecurePay/${seg(code)}/Confirmation/${seg(token)}`,
  restaurant: (code: string) => `/Restaurant/${seg(code)}`,
  restaurantCancel: (code: string, reference: string, linkCode: string) =>
    `/Restaurant/${seg(code)}/Cancel/${seg(reference)}/${seg(linkCode)}`,

  login: (code: string) => `/Account/Login/${seg(code)}`,
  logout: (code: string) => `/Account/Logout/${seg(code)}`,
  register: (code: string) => `/Account/Register/${seg(code)}`,
  forgotPassword: (code: string) => `/Account/ForgotPassword/${seg(code)}`,
  resetPassword: (code: string) => `/Account/ResetPassword/${seg(code)}`,
  confirmEmail: (code: string) => `/Account/ConfirmEmail/${seg(code)}`,
  manageAccount: (code: string) => `/ManageAccount/${seg(code)}`,
} as const;
