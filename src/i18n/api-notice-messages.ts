// Server only: drawn into pages and emails, never loaded by the browser.
/** en-GB texts of the API's successful answers a guest reads as they are (`Message`, `InfoMessage`). */
export const apiNoticeMessages = {
  'api.notice.contactSent':
    'Thank you. Your message has been sent to {hotel}, and a copy to {email}.',
  'api.notice.tableBooked':
    'Your table at {restaurantName} is booked for {date} at {time}. We have emailed the details to {email}.',
  'api.notice.tableAlreadyCancelled': 'This table booking is cancelled.',
  'api.notice.tableCancelled': 'Your table booking has been cancelled.',
} as const;
