import { MONTHS } from './dates.ts';
import type { IntlForms } from './intl-forms.ts';

/**
 * A calendar month's heading from `YYYY-MM`: "December 2026"; else as `forms` (by default the
 * page's; null for en-GB) write it, "Dezember 2026". Apart from `dates.ts`: only the date
 * picker's pages load it.
 */
export function formatMonth(
  isoMonth: string,
  forms: IntlForms | null | undefined = globalThis.__f,
): string {
  return forms
    ? forms.month(isoMonth)
    : `${MONTHS[Number(isoMonth.slice(5, 7)) - 1]} ${isoMonth.slice(0, 4)}`;
}
