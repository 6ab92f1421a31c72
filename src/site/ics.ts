import { calendarMessages } from '../i18n/calendar-messages.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.ts';
import { translatorFor } from '../i18n/translate.ts';

/** What goes into a calendar entry for a stay. */
export type StayEvent = {
  uid: string;
  title: string;
  arrive: string; // YYYY-MM-DD
  depart: string; // YYYY-MM-DD
  location: string;
  description: string;
  url: string;
  now: Date;
};

// RFC 5545: commas, semicolons and backslashes are escaped, newlines written as \n.
function escape(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

// Lines longer than 75 octets are folded with CRLF + space.
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

const day = (iso: string) => iso.replace(/-/g, '');

/** An all-day iCalendar event from arrival to departure ("add to calendar" on the confirmation). */
export function stayIcs(event: StayEvent): string {
  const stamp = event.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stayfront//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${day(event.arrive)}`,
    `DTEND;VALUE=DATE:${day(event.depart)}`,
    `SUMMARY:${escape(event.title)}`,
    `LOCATION:${escape(event.location)}`,
    `DESCRIPTION:${escape(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * A booking's calendar entry, the one the confirmation page, the manage page and the confirmation
 * email all offer: the stay's dates at the hotel, each room and the manage link, in the
 * booking's language.
 */
export function bookingIcs(booking: {
  reservationNumber: string;
  hotelName: string;
  hotelAddress: string;
  arrive: string;
  depart: string;
  rooms: readonly { roomTypeName: string; ratePlanName: string }[];
  manageUrl: string;
  now: Date;
  locale?: Locale | undefined;
}): string {
  const t = translatorFor(calendarMessages, booking.locale ?? DEFAULT_LOCALE);
  return stayIcs({
    uid: `${booking.reservationNumber}@stayfront`,
    title: t('calendar.title', {
      hotelName: booking.hotelName,
      reservationNumber: booking.reservationNumber,
    }),
    arrive: booking.arrive,
    depart: booking.depart,
    location: booking.hotelAddress,
    description: [
      ...booking.rooms.map((room, index) =>
        t('calendar.room', {
          number: index + 1,
          roomTypeName: room.roomTypeName,
          ratePlanName: room.ratePlanName,
        }),
      ),
      t('calendar.manage', { link: booking.manageUrl }),
    ].join('\n'),
    url: booking.manageUrl,
    now: booking.now,
  });
}
