/**
 * en-GB messages. Keys keep the spec's names (e.g. `user.loginErrorMessage`) so a hotel's
 * translations can be matched to them; the texts are the spec's (§5, §8), typos included.
 */
export const messages = {
  'app.unit': 'room',
  'header.notFound': 'Not found',
  'header.error': 'Error',
  'header.unauthorised': 'Unauthorised',
  'header.warning': 'Warning',
  'notFound.body': 'Sorry, we could not find the page you were looking for.',
  'error.body': 'Something went wrong on our side. Please try again in a moment.',
  'unauthorised.body': 'You do not have access to this page. Please log in and try again.',
  'menu.contactUs': 'Contact us',
  'menu.manageAccount': 'Manage account',
  'menu.newBooking': 'Make a new booking',
  'menu.manageBooking': 'Manage booking',
  'menu.login': 'Log in',
  'menu.logout': 'Log out',
  'menu.label': 'Menu',
  'cookie.text': 'We use cookies to understand how our booking pages are used and to improve them. Analytics only start if you accept.',
  'cookie.accept': 'Accept cookies',
  'cookie.decline': 'Only necessary cookies',
  'cookie.label': 'Cookie consent',
  'notification.dismiss': 'Dismiss notification',
  'user.actionFailed': 'Action failed',
  'user.loginErrorMessage': 'Failed to login, please check your email address and password',
  'user.loginSuccessMessage': 'Welcome back, {firstName}',
  'user.logoutSuccessMessage': 'You have been logged out',
  'user.registerErrorMessage': 'Failed to register User',
  'user.registerSuccessMessage': 'Your account has been created. Please check your email to confirm your address.',
  'user.resetPasswordErrorMessage': 'Failed to reset your password',
  'user.saveDetailsErrorMessage': 'Failed to save your details',
  'user.passwordResetEmailErrorMessage': 'Failed to send Password Reset Email',
  'user.createAccountErrorMessage': 'Failed to create user account',
  'restaurant.createErrorMessage': 'Failed to create booking',
  'company.searchErrorMessage': 'Error while searching for Companies',
  'common.noResults': 'No Results found',
  'validation.email': 'A valid email address is required',
  'validation.phone': 'A valid phone number is required',
  'validation.phoneHint': 'Include the international dialling code starting with + or 00',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordHint': 'Ten characters or more with at least 1 non alphanumeric character',
  'footer.privacy': 'Privacy policy',
  'footer.terms': 'Terms and conditions',
  'footer.contact': 'Contact the hotel',
  'footer.website': 'Hotel website',
  'book.title': 'Book your stay',
  'book.rating': '{rating}-star hotel',
} as const;

export type MessageKey = keyof typeof messages;

/** Looks up a message and fills `{name}` placeholders. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
