import dayjs from 'dayjs';
import { addMonths, monthOf, monthsBetween, type IsoDate, type IsoMonth } from './month-grid.ts';

/**
 * Where focus goes in the day grid for a key (WAI-ARIA APG date picker dialog): arrows move a day
 * or a week, Home/End to the start/end of the week (Monday–Sunday), PageUp/PageDown a month
 * (with Shift a year) keeping the day of month where it exists. Undefined for other keys.
 */
export function moveFocus(date: IsoDate, key: string, shiftKey = false): IsoDate | undefined {
  const day = dayjs(date);
  const weekday = (day.day() + 6) % 7; // 0 = Monday
  const unit = shiftKey ? 'year' : 'month';
  const moves: Record<string, (() => dayjs.Dayjs) | undefined> = {
    ArrowLeft: () => day.subtract(1, 'day'),
    ArrowRight: () => day.add(1, 'day'),
    ArrowUp: () => day.subtract(7, 'day'),
    ArrowDown: () => day.add(7, 'day'),
    Home: () => day.subtract(weekday, 'day'),
    End: () => day.add(6 - weekday, 'day'),
    PageUp: () => day.subtract(1, unit),
    PageDown: () => day.add(1, unit),
  };
  return moves[key]?.().format('YYYY-MM-DD');
}

/** Keeps a date inside `[min, max]`. */
export function clampDate(date: IsoDate, min: IsoDate, max: IsoDate): IsoDate {
  if (date < min) return min;
  if (date > max) return max;
  return date;
}

/**
 * The first month to show so that `focused` is visible among `count` months starting at `first`:
 * unchanged when it already is, otherwise the view moves just far enough.
 */
export function firstVisibleMonth(first: IsoMonth, count: number, focused: IsoDate): IsoMonth {
  const target = monthOf(focused);
  const offset = monthsBetween(first, target);
  if (offset < 0) return target;
  if (offset >= count) return addMonths(target, -(count - 1));
  return first;
}
