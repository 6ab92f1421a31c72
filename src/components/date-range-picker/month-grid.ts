import { addDays, addMonths as addMonthsToDate, weekdayOf } from '../../domain/shared/clock.ts';

/** A hotel-local calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;
/** A calendar month, `YYYY-MM`. */
export type IsoMonth = string;

export type GridCell = { date: IsoDate; inMonth: boolean };

/** Weeks always start on Monday (en-GB). */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Six weeks a month: two months side by side then line up and the dialog never changes height. */
export const WEEKS_PER_GRID = 6;

export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

export function addMonths(month: IsoMonth, count: number): IsoMonth {
  return addMonthsToDate(`${month}-01`, count).slice(0, 7);
}

/** Months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: IsoMonth, to: IsoMonth): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

/** First and last date of a month. */
export function monthBounds(month: IsoMonth): { first: IsoDate; last: IsoDate } {
  const first = `${month}-01`;
  return { first, last: addDays(addMonthsToDate(first, 1), -1) };
}

/**
 * The weeks shown for a month, Monday first, six of them: the days of the previous month that
 * fill the first week (leading) and of the next month after the last day (trailing) are marked
 * `inMonth: false`.
 */
export function monthGrid(month: IsoMonth): GridCell[][] {
  const first = `${month}-01`;
  const leading = (weekdayOf(first) + 6) % 7; // weekdayOf: 0 = Sunday
  const start = addDays(first, -leading);
  const weeks: GridCell[][] = [];
  for (let w = 0; w < WEEKS_PER_GRID; w++) {
    const week: GridCell[] = [];
    for (let d = 0; d < 7; d++) {
      const day = addDays(start, w * 7 + d);
      week.push({ date: day, inMonth: day.startsWith(month) });
    }
    weeks.push(week);
  }
  return weeks;
}
