import { lastArrival, type SearchProblem } from '../domain/search/search-validity.ts';
import type { IsoDate } from '../domain/shared/types.ts';
import { formatStayDate } from '../i18n/dates.ts';
import { t } from '../i18n/messages.ts';

/** The message the search page shows when Rooms & Rates sent the guest back (`?reason=`). */
export function searchReasonMessage(
  reason: SearchProblem,
  context: { today: IsoDate; maxRooms: number; sameDayMessage?: string | null | undefined },
): string {
  switch (reason) {
    case 'maxRooms':
      return t('search.reason.maxRooms', { max: context.maxRooms });
    case 'window':
      return t('search.reason.window', { date: formatStayDate(lastArrival(context.today)) });
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
