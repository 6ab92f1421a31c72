import { daysBetween } from '../../domain/shared/clock.ts';
import type { IsoDate } from './month-grid.ts';

/** A stay: arrival and departure, each `''` while not chosen (an IsoDate otherwise). */
export type DateRange = { arrive: IsoDate; depart: IsoDate };

/** Which date a click in the calendar chooses next. */
export type RangePhase = 'arrive' | 'depart';

/** With only an arrival chosen, the next pick is the departure; otherwise a new stay starts. */
export function phaseFor(range: DateRange): RangePhase {
  return range.arrive && !range.depart ? 'depart' : 'arrive';
}

/**
 * The range after picking `date`. Picking an arrival clears the departure; picking a departure
 * on or before the arrival starts over with that day as the arrival. `complete` is true once
 * both dates are chosen.
 */
export function pickDate(
  range: DateRange,
  phase: RangePhase,
  date: IsoDate,
): { range: DateRange; phase: RangePhase; complete: boolean } {
  if (phase === 'depart' && range.arrive && date > range.arrive) {
    return { range: { arrive: range.arrive, depart: date }, phase: 'arrive', complete: true };
  }
  return { range: { arrive: date, depart: '' }, phase: 'depart', complete: false };
}

/** Nights of a stay, or undefined unless departure is after arrival. */
export function nightsOf(range: DateRange): number | undefined {
  if (!range.arrive || !range.depart) return undefined;
  const nights = daysBetween(range.arrive, range.depart);
  return nights > 0 ? nights : undefined;
}

/** Whether a date lies strictly between arrival and departure (for the range highlight). */
export function isBetween(date: IsoDate, range: DateRange): boolean {
  return !!range.arrive && !!range.depart && date > range.arrive && date < range.depart;
}
