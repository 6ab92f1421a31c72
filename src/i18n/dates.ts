import { weekdayOf } from '../domain/shared/clock.ts';
import type { IntlForms } from './intl-forms.ts';

// Split from one string: shorter in every page's script than a list of quoted words.
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
export const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

/**
 * Formats a hotel-local ISO date (YYYY-MM-DD) for guests: in en-GB the spec §9 pattern, e.g.
 * "Monday, 7 Dec 2026" (written out rather than through a date library, which every booking page
 * would download, or Intl, whose first use costs a browser tens of milliseconds); else as `forms`
 * (by default the page's; null for en-GB) write it, "Montag, 7. Dez. 2026".
 */
export function formatStayDate(
  isoDate: string,
  forms: IntlForms | null | undefined = globalThis.__f,
): string {
  if (forms) return forms.date(isoDate);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(isoDate)]}, ${day} ${MONTHS[month - 1]?.slice(0, 3)} ${year}`;
}
