// Server only: drawn into pages and emails, never loaded by the browser.
/** en-GB texts of a booking's calendar file (.ics), attached to the confirmation email and offered on its pages. */
export const calendarMessages = {
  'calendar.title': 'Stay at {hotelName} ({reservationNumber})',
  'calendar.room': 'Room {number}: {roomTypeName}, {ratePlanName}',
  'calendar.manage': 'Manage your booking: {link}',
} as const;
