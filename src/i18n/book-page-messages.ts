// Server only: drawn into pages and emails, never loaded by the browser.
/** en-GB texts the server draws around the booking islands: titles, the stay's summary, no-script notes. */
export const bookPageMessages = {
  'book.page.title': 'Book your stay | {propertyName}',
  'book.page.description': 'Book your stay at {propertyName} directly with the hotel.',
  'book.page.rooms.title': 'Rooms and rates | {propertyName}',
  'book.page.rooms.description': 'Rooms and rates at {propertyName}',
  'book.page.rooms.heading': 'Rooms and rates',
  'book.page.rooms.showPrices': 'Show prices',
  'book.page.stay.dates': '{from} – {to}, {nights, plural, one {# night} other {# nights}}',
  'book.page.stay.rooms': '{rooms, plural, one {# room} other {# rooms}}: {guests}',
  'book.page.stay.roomsSeparator': '; ',
  'book.page.stay.change': 'Change search',
  'book.page.checkout.title': 'Checkout | {propertyName}',
  'book.page.checkout.heading': 'Checkout',
  'book.page.status.title': 'Booking status | {propertyName}',
  'book.page.status.heading': 'Your booking',
} as const;
