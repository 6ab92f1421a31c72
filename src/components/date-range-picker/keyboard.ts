import { addDays, addMonths as addMonthsToDate, weekdayOf } from '../../domain/shared/clock.ts';
import { stepForArrowKey, type TextDirection } from '../arrow-keys.ts';
import { addMonths, monthOf, monthsBetween, type IsoDate, type IsoMonth } from './month-grid.ts';

/**
 * Where focus goes in the day grid for a key (WAI-ARIA APG date picker dialog): arrows move a day
 * or a week, Home/End to the start/end of the week (Monday–Sunday), PageUp/PageDown a month
 * (with Shift a year) keeping the day of month where it exists. Undefined for other keys. On a
 * right-to-left page the week runs leftwards, and so do the arrows: the left arrow is the next day.
 */
export function moveFocus(
  date: IsoDate,
  key: string,
  shiftKey = false,
  direction: TextDirection = 'ltr',
): IsoDate | undefined {
  const step = stepForArrowKey(key, direction);
  if (step) return addDays(date, step);
  const weekday = (weekdayOf(date) + 6) % 7; // 0 = Monday
  const months = shiftKey ? 12 : 1;
  const moves: Record<string, (() => IsoDate) | undefined> = {
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    Home: () => addDays(date, -weekday),
    End: () => addDays(date, 6 - weekday),
    PageUp: () => addMonthsToDate(date, -months),
    PageDown: () => addMonthsToDate(date, months),
  };
  return moves[key]?.();
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
