import { translator } from './translate.ts';

/** en-GB texts of the book-a-table form and its confirmation. */
export const restaurantMessages = {
  'restaurant.chooseTime': 'Choose a time.',
  'restaurant.emailInvalid': 'A valid email address is required',
  'restaurant.phoneInvalid': 'A valid phone number is required',
  'restaurant.enterName': 'Enter the name for the booking.',
  'restaurant.checkDetails': 'Please check the highlighted details.',
  'restaurant.booked': 'Your table is booked.',
  'restaurant.bookedTitle': 'Your table is booked',
  'restaurant.reference': 'Booking reference',
  'restaurant.restaurant': 'Restaurant',
  'restaurant.date': 'Date',
  'restaurant.partySize': 'Party size',
  'restaurant.guests.one': '{count} guest',
  'restaurant.guests.other': '{count} guests',
  'restaurant.choose': 'Choose…',
  'restaurant.loading': 'Loading…',
  'restaurant.looking': 'Looking for tables…',
  'restaurant.createErrorMessage': 'Failed to create booking',
  'restaurant.setupFailed': 'Sorry, this restaurant could not be loaded.',
  'restaurant.timesFailed': 'Sorry, the times could not be loaded.',
  'restaurant.timeOn': 'Time on {date}',
  'restaurant.offerMark': ' · offer',
  'restaurant.twoHours': 'Tables are given for two hours.',
  'restaurant.offersAt': 'Offers at {time}',
  'restaurant.noOffer': 'No offer',
  'restaurant.name': 'Name for the booking',
  'restaurant.email': 'Email address',
  'restaurant.phone': 'Contact number',
  'restaurant.requests': 'Special requests',
  'restaurant.booking': 'Booking…',
  'restaurant.book': 'Book a table',
} as const;

export const t = translator(restaurantMessages);
