/** Calendar arithmetic on `YYYY-MM-DD` strings in UTC (no time zones, no DST). */

export type IsoDate = string;

const DAY_MS = 86_400_000;

export function toIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

function toUtc(iso: IsoDate): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  return toIsoDate(new Date(toUtc(iso).getTime() + days * DAY_MS));
}

/** Same day of month `months` later, clamped to the month's last day. */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const date = toUtc(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toIsoDate(target);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(iso: IsoDate): number {
  return toUtc(iso).getUTCDay();
}

/** 1 = January … 12 = December. */
export function monthOf(iso: IsoDate): number {
  return Number(iso.slice(5, 7));
}

/** Every date from `from` up to and excluding `to`. */
export function eachDay(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  return days;
}
