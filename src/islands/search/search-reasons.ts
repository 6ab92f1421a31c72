import type { IsoDate } from '../../domain/shared/types.ts';
import { formatStayDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/messages.ts';
import { searchWindow } from '../../domain/search/calendar-days.ts';

/**
 * Why Rooms & Rates sent the guest back to the search (`/Book/{code}?…&reason=<code>`):
 * - `dates`: a date is missing or not a real date,
 * - `past`: the arrival is before today (hotel time),
 * - `order`: the departure is not after the arrival,
 * - `rooms`: no room asked for,
 * - `maxRooms`: more rooms than the property takes in one booking,
 * - `window`: beyond the dates a search can cover (see `searchWindow`),
 * - `sameDay`: arrival today after the same-day cut-off (spec §5).
 */
export const SEARCH_REASONS = [
  'dates',
  'past',
  'order',
  'rooms',
  'maxRooms',
  'window',
  'sameDay',
] as const;
export type SearchReason = (typeof SEARCH_REASONS)[number];

export function parseSearchReason(value: string | null | undefined): SearchReason | undefined {
  return SEARCH_REASONS.find((reason) => reason === value);
}

/** The message the search page shows for a reason. */
export function searchReasonMessage(
  reason: SearchReason,
  context: { today: IsoDate; maxRooms: number; sameDayMessage?: string | null | undefined },
): string {
  switch (reason) {
    case 'maxRooms':
      return t('search.reason.maxRooms', { max: context.maxRooms });
    case 'window':
      return t('search.reason.window', {
        date: formatStayDate(searchWindow(context.today).lastArrival),
      });
    case 'sameDay':
      return context.sameDayMessage?.trim() || t('search.reason.sameDay');
    case 'dates':
      return t('search.reason.dates');
    case 'past':
      return t('search.reason.past');
    case 'order':
      return t('search.reason.order');
    case 'rooms':
      return t('search.reason.rooms');
  }
}
