import dayjs from 'dayjs';

/** A hotel-local calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;
/** A calendar month, `YYYY-MM`. */
export type IsoMonth = string;

export type GridCell = { date: IsoDate; inMonth: boolean };

/** Weeks always start on Monday (en-GB). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Six weeks a month: two months side by side then line up and the dialog never changes height. */
export const WEEKS_PER_GRID = 6;

export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

export function addMonths(month: IsoMonth, count: number): IsoMonth {
  return dayjs(`${month}-01`).add(count, 'month').format('YYYY-MM');
}

/** Months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: IsoMonth, to: IsoMonth): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

/** First and last date of a month. */
export function monthBounds(month: IsoMonth): { first: IsoDate; last: IsoDate } {
  const first = dayjs(`${month}-01`);
  return { first: first.format('YYYY-MM-DD'), last: first.endOf('month').format('YYYY-MM-DD') };
}

/**
 * The weeks shown for a month, Monday first, six of them: the days of the previous month that
 * fill the first week (leading) and of the next month after the last day (trailing) are marked
 * `inMonth: false`.
 */
export function monthGrid(month: IsoMonth): GridCell[][] {
  const first = dayjs(`${month}-01`);
  const leading = (first.day() + 6) % 7; // dayjs: 0 = Sunday
  const start = first.subtract(leading, 'day');
  const weeks: GridCell[][] = [];
  for (let w = 0; w < WEEKS_PER_GRID; w++) {
    const week: GridCell[] = [];
    for (let d = 0; d < 7; d++) {
      const day = start.add(w * 7 + d, 'day');
      week.push({ date: day.format('YYYY-MM-DD'), inMonth: day.format('YYYY-MM') === month });
    }
    weeks.push(week);
  }
  return weeks;
}
