// Server only: drawn into pages and emails, never loaded by the browser.
/** en-GB texts of the API's successful answers a guest reads as they are (`Message`, `InfoMessage`). */
export const apiNoticeMessages = {
  'api.notice.contactSent':
    'Thank you. Your message has been sent to {hotel}, and a copy to {email}.',
  'api.notice.tableBooked':
    'Your table at {restaurantName} is booked for {date} at {time}. We have emailed the details to {email}.',
  'api.notice.tableAlreadyCancelled': 'This table booking is cancelled.',
  'api.notice.tableCancelled': 'Your table booking has been cancelled.',
  'api.notice.tableSlotTaken': 'Sorry, that time has just been taken. Please choose another time.',
  'api.notice.noRoomsOnDates': 'No rooms available on selected dates',
  'api.notice.hotelUnavailable': 'This hotel is unavailable on your selected dates',
  'api.notice.noRoomsForParty': 'No rooms for this number of guests on these dates',
  'api.notice.detailsSaved': 'Your details have been saved.',
  'api.notice.cardRemoved': 'The card has been removed.',
  'api.notice.emailConfirmed': 'Your email address is confirmed. You can now log in.',
  'api.notice.passwordChanged': 'Your password has been changed.',
  'api.notice.bookingCancelled': 'Your booking has been cancelled.',
  'api.notice.bookingUpdated': 'Your booking has been updated.',
  'api.notice.paymentProcessing': 'Your payment is being processed.',
  'api.notice.paymentNotCompleted': 'The payment was not completed.',
  'api.notice.paymentReceived': 'Thank you: your payment was received.',
  'api.notice.cardStored': 'Thank you: your card is stored securely.',
} as const;
