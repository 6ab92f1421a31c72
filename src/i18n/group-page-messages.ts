// Server only: drawn into pages and emails, never loaded by the browser.
/** en-GB texts of a property group's search page (server-drawn, without an island). */
export const groupPageMessages = {
  'group.page.title': '{groupName} | Book your stay',
  'group.page.description': 'Compare and book {propertyNames}.',
  'group.page.heading': 'Book your stay with {groupName}',
  'group.page.formLabel': 'Search all our hotels',
  'group.page.arrival': 'Arrival',
  'group.page.departure': 'Departure',
  'group.page.rooms': 'Rooms',
  'group.page.adults': 'Adults per room',
  'group.page.children': 'Children per room',
  'group.page.area': 'Area',
  'group.page.allAreas': 'All areas',
  'group.page.promo': 'Promo code',
  'group.page.search': 'Search our hotels',
  'group.page.results':
    '{available} of {total} hotels available, {from} – {to} ({nights, plural, one {# night} other {# nights}})',
  'group.page.total': '{amount} for {nights, plural, one {# night} other {# nights}}, VAT included',
  'group.page.chargedIn': 'Charged in {currency}: {amount}',
  'group.page.fromPerNight': 'From {amount} per night',
  'group.page.roomsLeft': 'Only {count} left',
  'group.page.seeRooms': 'See rooms at {propertyName}',
} as const;
