import { addDays } from '../shared/clock.ts';
import type { IsoDate } from '../shared/types.ts';

export type PreCheckInLinkState =
  'Open' | 'NotYetOpen' | 'Expired' | 'Cancelled' | 'NotConfirmed' | 'Complete';

export interface PreCheckInLinkFacts {
  /** Reservation status: only `Confirmed` can be pre-checked-in (`Cancelled`, pending or failed cannot). */
  status: string;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  completed: boolean;
  opensDaysBeforeArrival: number;
  /** Hotel-local today. */
  today: IsoDate;
}

/** The day the link opens: `opensDaysBeforeArrival` days before arrival. */
export const opensOn = (dateFrom: IsoDate, days: number): IsoDate => addDays(dateFrom, -days);

/**
 * What a pre-check-in link does today: a cancelled or unconfirmed booking never opens; a completed
 * one shows it is complete; it opens N days before arrival and expires after the departure day.
 */
export function preCheckInLinkState(facts: PreCheckInLinkFacts): PreCheckInLinkState {
  if (facts.status === 'Cancelled') return 'Cancelled';
  if (facts.status !== 'Confirmed') return 'NotConfirmed';
  if (facts.completed) return 'Complete';
  if (facts.today > facts.dateTo) return 'Expired';
  if (facts.today < opensOn(facts.dateFrom, facts.opensDaysBeforeArrival)) return 'NotYetOpen';
  return 'Open';
}
