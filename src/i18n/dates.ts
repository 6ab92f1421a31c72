import { weekdayOf } from '../domain/shared/clock.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Formats a hotel-local ISO date (YYYY-MM-DD) for guests in the spec §9 pattern, e.g. "Monday, 7 Dec
 * 2026" (written out rather than through a date library, which every booking page would download).
 */
export function formatStayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(isoDate)]}, ${day} ${MONTHS[month - 1]?.slice(0, 3)} ${year}`;
}

/** A calendar month's heading, e.g. "December 2026", from `YYYY-MM`. */
export function formatMonth(isoMonth: string): string {
  return `${MONTHS[Number(isoMonth.slice(5, 7)) - 1]} ${isoMonth.slice(0, 4)}`;
}
