// Server only: drawn into answers and emails, never loaded by the browser.
/** en-GB lines of an amendment as the manage summary and the amendment email write them. */
export const changeMessages = {
  'change.room': 'Room {number} ({roomTypeName})',
  'change.cancelledBooking': 'Whole booking cancelled',
  'change.cancelledRoom': '{room}: cancelled',
  'change.upgraded': '{room}: upgraded from {from} to {to}',
  'change.dates': '{room}: dates changed from {from} to {to}',
  'change.extraAdded': '{room}: {name} × {after} added',
  'change.extraRemoved': '{room}: {name} removed',
  'change.extraChanged': '{room}: {name} × {before} → × {after}',
  'change.guestAdded': '{room}: guest {name} added',
  'change.guestRenamed': '{room}: guest {before} is now {after}',
  'change.guestRemoved': '{room}: guest {name} removed',
} as const;
