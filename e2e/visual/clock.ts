/**
 * The moment the screenshot server's clock starts at (UTC), and the browser's clock in those tests.
 * A Monday in January: the seeded stays, prices and dates the baselines show follow from it.
 */
export const VISUAL_CLOCK = '2027-01-04T10:00:00Z';

/** A date `days` after the visual clock's day, as `YYYY-MM-DD`. */
export function visualDay(days: number): string {
  const date = new Date(VISUAL_CLOCK);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
