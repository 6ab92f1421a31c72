import { manageMessages } from './manage-messages.ts';
import { translator } from './translate.ts';

/**
 * en-GB texts of the manage-booking steps that load when first opened (edit steps, summary and its
 * money, cancel form): they ship with those steps, not with the page. Keys share the `manage.`
 * flow of manage-messages.ts.
 */
export const manageStepMessages = {
  'manage.review': 'Review the change',
  'manage.keepBooking': 'Keep my booking',
  'manage.difference': 'Difference',
  'manage.money.before': 'Total before',
  'manage.money.newTotal': 'New total',
  'manage.money.fee': 'Cancellation fee',
  'manage.money.yourCard': 'your {method}',
  'manage.money.original': 'your original payment',
  'manage.money.charged': 'Charged now to {card}',
  'manage.money.refunded': 'Refunded now to {card}',
  'manage.card.legend': 'Pay what is charged now with',
  'manage.card.onFile': 'My {card}',
  'manage.card.other': 'Another card',
  'manage.cancel.hasFee': 'Cancelling now has a fee under your rate’s terms.',
  'manage.cancel.isFree': 'Cancelling now is free of charge.',
  'manage.cancel.busy': 'Cancelling…',
  'manage.cancel.feeApplies':
    'A cancellation fee applies now; you will see it and your refund before confirming.',
  'manage.cancel.free': 'You can cancel free of charge now.',
  'manage.cancel.show': 'Show the fee and refund',
  'manage.reason.label': 'Reason for cancelling',
  'manage.reason.more': 'Tell us more',
  'manage.reason.choose': 'Please choose a reason for cancelling.',
  'manage.reason.explain': 'Please tell us a little more about why you are cancelling.',
  'manage.cancelRoom.title': 'Cancel room {number}: {name}',
  'manage.cancelRoom.costs': 'Cancelling this room now costs {fee}.',
  'manage.cancelRoom.free': 'Cancelling this room now is free.',
  'manage.cancelRoom.review': 'Review the cancellation',
  'manage.cancelRoom.keep': 'Keep this room',
  'manage.dates.order': 'Choose a departure date after the arrival date.',
  'manage.dates.noRoom': 'Choose at least one room to move.',
  'manage.dates.none': 'No rooms available on selected dates',
  'manage.dates.intro':
    'The rooms you choose move to the new dates. You will see the new price before anything changes.',
  'manage.dates.rooms': 'Rooms to move',
  'manage.dates.arrival': 'New arrival',
  'manage.dates.departure': 'New departure',
  'manage.dates.checking': 'Checking…',
  'manage.dates.check': 'Check availability',
  'manage.dates.caption': 'Rooms on the new dates',
  'manage.dates.room': 'Room',
  'manage.dates.was': 'Was',
  'manage.dates.newPrice': 'New price',
  'manage.extras.title': 'Extras for room {number}: {name}',
  'manage.extras.loading': 'Loading extras…',
  'manage.extras.none': 'There are no extras for this room.',
  'manage.extras.perStay': 'per stay',
  'manage.extras.perNight': 'per night',
  'manage.extras.each': 'each',
  'manage.extras.perPerson': 'per person',
  'manage.extras.fixed': 'Cannot be changed online: please contact the hotel.',
  'manage.extras.left': '{count} available for your dates',
  'manage.extras.capOne': 'Added for the whole stay',
  'manage.extras.capLeft': 'At most {count}: all that is left for your dates',
  'manage.extras.capMost': 'At most {count} per room',
  'manage.extras.quantity': 'Quantity',
  'manage.extras.quantityOf': 'Quantity of {name}',
  'manage.guests.title': 'Guests of room {number}: {name}',
  'manage.guests.bookedFor': 'Booked for {adults}; children and infants need no names.',
  'manage.guests.lead': 'Lead guest',
  'manage.guests.guest': 'Guest {number}',
  'manage.guests.firstName': 'First name',
  'manage.guests.lastName': 'Last name',
  'manage.guests.required': 'Required',
  'manage.guests.needNames': 'Every guest needs a first and a last name.',
  'manage.guests.remove': 'Remove {name}',
  'manage.guests.thisGuest': 'this guest',
  'manage.guests.add': 'Add a guest',
  'manage.guests.newFirst': 'New',
  'manage.guests.newLast': 'Guest',
  'manage.summary.title': 'Check your changes',
  'manage.summary.saving': 'Saving…',
  'manage.summary.confirm': 'Confirm changes',
  'manage.upgrade.title': 'Upgrade room {number}: {name}',
  'manage.upgrade.looking': 'Looking for upgrades…',
  'manage.upgrade.none':
    'No upgrades are available for your dates. The hotel may still be able to help: please contact them.',
  'manage.upgrade.total': 'New room total {price}',
  'manage.upgrade.to': 'Upgrade to {name}',
} as const;

export type StepKey = keyof typeof manageStepMessages;

/** The steps' texts and the overview's, which the steps share. */
export const t = translator({ ...manageMessages, ...manageStepMessages });
