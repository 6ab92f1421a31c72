import type { IsoDate } from './types.ts';

/** A moment as the hotel sees it: its local date and time of day. */
export interface HotelClock {
  today: IsoDate;
  hour: number;
  minute: number;
}

// Building an Intl formatter costs far more than using one; one per time zone is enough.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// Time zones move by whole minutes, so one minute reads the same throughout; formatting it (ICU)
// was the dearest single step of a search call's set-up. The last minute read, per zone.
const lastMinute = new Map<string, { minute: number; clock: HotelClock }>();

/** The hotel-local date and time of an instant in the hotel's IANA time zone (e.g. "Europe/London"). */
export function hotelClock(instant: Date, timeZone: string): HotelClock {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastMinute.get(timeZone);
  if (last?.minute === minute) return { ...last.clock };
  const clock = readClock(instant, timeZone);
  lastMinute.set(timeZone, { minute, clock });
  return { ...clock };
}

// The earliest clock on Earth (UTC−12): no hotel's today is before its date.
const EARLIEST_ZONE = 'Etc/GMT+12';

/**
 * The earliest of several hotels' todays (a group's members): the first date any of them can
 * still be booked for. A hotel whose zone is missing or unknown counts as UTC−12, so a guest is
 * never kept from a night a hotel can still sell.
 */
export function earliestToday(
  instant: Date,
  timeZones: readonly (string | null | undefined)[],
): IsoDate {
  const todayIn = (zone: string | null | undefined) => {
    try {
      return hotelClock(instant, zone || EARLIEST_ZONE).today;
    } catch {
      return hotelClock(instant, EARLIEST_ZONE).today; // not an IANA zone
    }
  };
  const todays = timeZones.map(todayIn);
  return todays.length ? todays.reduce((a, b) => (b < a ? b : a)) : todayIn(undefined);
}

function readClock(instant: Date, timeZone: string): HotelClock {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    today: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    minute: Number(part('minute')),
  };
}

// Dates are calendar days: worked on at UTC midnight, where no clock change can shift them (and
// without a date library, which the room pages would otherwise download).
const DAY_MS = 86_400_000;

/** The UTC midnight of an ISO date; `setUTCFullYear` keeps years below 100 as written. */
function utcMidnight(date: IsoDate): Date {
  const midnight = new Date(0);
  midnight.setUTCFullYear(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
  );
  return midnight;
}

/** `YYYY-MM-DD` of a UTC midnight. */
function isoOf(midnight: Date): IsoDate {
  return `${String(midnight.getUTCFullYear()).padStart(4, '0')}-${String(midnight.getUTCMonth() + 1).padStart(2, '0')}-${String(midnight.getUTCDate()).padStart(2, '0')}`;
}

/** Whether a string is a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(value: string | null | undefined): value is IsoDate {
  if (value == null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return isoOf(utcMidnight(value)) === value;
}

/** The date `days` days after (or before, when negative) an ISO date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const midnight = utcMidnight(date);
  midnight.setUTCDate(midnight.getUTCDate() + days);
  return isoOf(midnight);
}

/** The date `months` calendar months after an ISO date, on the month's last day when it is shorter (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const month = utcMidnight(date);
  month.setUTCDate(1);
  month.setUTCMonth(month.getUTCMonth() + months);
  const monthLength = new Date(
    Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0),
  ).getUTCDate();
  month.setUTCDate(Math.min(Number(date.slice(8, 10)), monthLength));
  return isoOf(month);
}

/** Day of the week of an ISO date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  return utcMidnight(date).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMidnight(to).getTime() - utcMidnight(from).getTime()) / DAY_MS);
}
