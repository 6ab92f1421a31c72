// Server only: drawn into pages and emails, never loaded by the browser.
/** en-GB words for a stay that pages, emails and calendar files the server writes share. */
export const stayMessages = {
  'stay.adults': '{count, plural, one {# adult} other {# adults}}',
  'stay.children': '{count, plural, one {# child} other {# children}}',
  'stay.infants': '{count, plural, one {# infant} other {# infants}}',
  'stay.nights': '{count, plural, one {# night} other {# nights}}',
  'stay.rooms': '{count, plural, one {# room} other {# rooms}}',
  'stay.dates': '{from} – {to}',
  'stay.shownEquivalent': '{charged} (about {shown})',
} as const;
