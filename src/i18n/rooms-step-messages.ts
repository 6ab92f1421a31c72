import { roomsMessages } from './rooms-messages.ts';
import { translator } from './translate.ts';

/**
 * en-GB texts of the Rooms & Rates steps after a room is chosen (upgrade, who is staying, extras,
 * booking summary): they load with those steps, after the page, not with it.
 */
export const roomsStepMessages = {
  'rooms.continue': 'Continue',
  'rooms.changeSearch': 'Change search',
  'rooms.upgrade.title': 'Upgrade room {room}?',
  'rooms.upgrade.intro':
    'You chose the {name}. These rooms are available for your dates on the same rate.',
  'rooms.upgrade.to': 'Upgrade to {name} for',
  'rooms.upgrade.more': 'more',
  'rooms.upgrade.decline': 'No thanks, keep the {name}',
  'rooms.details.title': 'Who is staying in room {room}?',
  'rooms.details.intro':
    "{name}. The lead guest checks in and is the hotel's contact for this room.",
  'rooms.details.firstName': 'First name',
  'rooms.details.lastName': 'Last name',
  'rooms.details.nameError': "Enter the lead guest's first and last name.",
  'rooms.details.setup': 'How would you like the room set up?',
  'rooms.details.choose': 'Choose…',
  'rooms.details.setupError': 'Choose how you would like the room set up.',
  'rooms.extras.loading': 'Loading extras for room {room}…',
  'rooms.extras.title': 'Extras for room {room}',
  'rooms.extras.intro': 'Add anything that would make the stay better. You can skip this.',
  'rooms.extras.left': '({count} left)',
  'rooms.extras.forStay': 'for this stay ({why})',
  'rooms.extras.quantity': 'Quantity of {name}',
  'rooms.extras.removeOne': 'Remove one {name}',
  'rooms.extras.addOne': 'Add one {name}',
  'rooms.summary.title': 'Your booking',
  'rooms.summary.empty': 'Your basket is empty',
  'rooms.summary.emptyBody': 'You removed every room from this booking.',
  'rooms.summary.chooseAgain': 'Choose rooms again',
  'rooms.summary.dates': 'Dates',
  'rooms.summary.stay': '{dates} ({nights})',
  'rooms.summary.rate': 'Rate',
  'rooms.summary.guests': 'Guests',
  'rooms.summary.guestsLead': '{guests}; lead guest {first} {last}',
  'rooms.summary.room': 'Room',
  'rooms.summary.vatIncluded': 'VAT included ({rate}%)',
  'rooms.summary.vatAdded': 'VAT added ({rate}%)',
  'rooms.summary.roomTotal': 'Room total',
  'rooms.summary.changeExtras': 'Change extras',
  'rooms.summary.forRoom': 'for room {room}',
  'rooms.summary.vatOf': 'Includes VAT of',
  'rooms.summary.mandatory': 'and every mandatory charge.',
  'rooms.summary.dueNow': 'Charged now',
  'rooms.summary.dueLater': 'Charged before arrival',
  'rooms.summary.dueAtHotel': 'To pay at the hotel',
  'rooms.summary.checkout': 'Checkout',
  'rooms.room.photos': 'Photos',
  'rooms.room.carousel': 'carousel',
  'rooms.room.previous': 'Previous photo',
  'rooms.room.next': 'Next photo',
  'rooms.room.position': 'Photo {n} of {count}',
  'rooms.room.size': 'Size: {size} m²',
  'rooms.room.failed': 'The room’s details could not be loaded. Please try again.',
} as const;

/** The steps' texts and the page's, which the steps share. */
export const t = translator({ ...roomsMessages, ...roomsStepMessages });
