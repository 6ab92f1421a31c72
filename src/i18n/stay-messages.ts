// Server only: drawn into pages and emails, never loaded by the browser.
/** en-GB words for a stay that pages, emails and calendar files the server writes share (with
 * islands: `stay-words-messages.ts`). */
export const stayMessages = {
  'stay.nights': '{count, plural, one {# night} other {# nights}}',
  'stay.rooms': '{count, plural, one {# room} other {# rooms}}',
  'stay.dates': '{from} – {to}',
  'stay.cancel.nonRefundable':
    'Non-refundable: this rate cannot be cancelled, changed or refunded.',
  'stay.cancel.free':
    'Free cancellation until the end of {date} (hotel time); after that {penalty} is charged.',
  'stay.cancel.penaltyFull': 'the full cost of the room',
  'stay.cancel.penaltyPercent': "{percent}% of the room's total",
  'stay.cancel.penaltyFirstNight': 'the first night',
} as const;
