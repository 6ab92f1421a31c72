// Server only: drawn into pages and emails, never loaded by the browser.
/** en-GB texts of the manage-booking pages the server draws (the search form works without scripts). */
export const managePageMessages = {
  'manage.page.title': 'Manage booking | {propertyName}',
  'manage.page.bookingTitle': 'Manage booking {reservationNumber} | {propertyName}',
  'manage.page.heading': 'Manage your booking',
  'manage.page.intro':
    'Enter your reservation number (it is in your confirmation email) and the last name of the booker or of any guest. Or open the link in your confirmation email.',
  'manage.page.reservationNumber': 'Reservation Number',
  'manage.page.reservationNumberHint': 'For example GL-7Q4K9P',
  'manage.page.guestName': 'Guest Name',
  'manage.page.guestNameHint': "The booker's or a guest's last name",
  'manage.page.find': 'Find my booking',
  'manage.page.notFound': 'We could not find that booking.',
  'manage.page.updated': 'Your booking has been updated.',
  'manage.page.saveFailed': 'Failed to save Reservation',
  'manage.page.help': 'Need help? Call {telephone} or email {email}.',
} as const;
