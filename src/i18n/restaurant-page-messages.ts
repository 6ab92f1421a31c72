// Server only: drawn into pages and emails, never loaded by the browser.
/** en-GB texts of the table-booking pages the server draws. */
export const restaurantPageMessages = {
  'restaurant.page.title': 'Book a table | {propertyName}',
  'restaurant.page.heading': 'Book a table',
  'restaurant.page.needsJavaScript':
    'Booking a table online needs JavaScript. Please call {telephone} and we will book it for you.',
  'restaurant.page.cancelTitle': 'Cancel a table booking | {propertyName}',
  'restaurant.page.cancelHeading': 'Cancel a table booking',
  'restaurant.page.cancelQuestion':
    'Cancel table booking {reference}? The table is given back to other guests.',
  'restaurant.page.cancelButton': 'Cancel this table booking',
  'restaurant.page.cancelLinkInvalid':
    'This link is invalid. Please call {telephone} or email {email}.',
} as const;
