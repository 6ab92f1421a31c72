import dayjs from 'dayjs';
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
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The hotel-local date and time of an instant in the hotel's IANA time zone (e.g. "Europe/London"). */
export function hotelClock(instant: Date, timeZone: string): HotelClock {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return { today: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')), minute: Number(part('minute')) };
}

/** Whether a string is a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(value: string | null | undefined): value is IsoDate {
  if (value == null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return dayjs(value).format('YYYY-MM-DD') === value;
}

/** The date `days` days after (or before, when negative) an ISO date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayjs(to).diff(dayjs(from), 'day');
}
