// Server only: drawn into pages and emails, never loaded by the browser.
/** en-GB texts of the page chrome the server draws: skip link, menu, group header, error pages, notices. */
export const layoutPageMessages = {
  'layout.skipToContent': 'Skip to content',
  'layout.menu.bookTable': 'Book a table',
  'layout.menu.mainLabel': 'Main',
  'layout.group.website': 'Our website',
  'layout.notFound.bookStay': 'Book a stay at {propertyName}',
  'layout.notFound.help': 'Need help? Call {telephone} or email {email}.',
  'layout.notFound.goToBooking': 'Go to the booking page',
  'layout.needsJavaScript':
    '{what} needs JavaScript, which is turned off in this browser. Turn it on to book online, or book with the hotel: call {telephone} or email {email}.',
  'layout.needsJavaScript.rooms': 'Choosing a room',
  'layout.needsJavaScript.checkout': 'Checkout',
  'layout.payMessage.positive': 'Done',
  'layout.payMessage.warning': 'Warning',
  'layout.payMessage.negative': 'Error',
} as const;
