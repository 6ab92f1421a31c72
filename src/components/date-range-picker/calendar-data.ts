import { availabilityCacheRange } from '../../domain/booking/availability.ts';
import type { IsoDate } from '../../domain/shared/types.ts';
import { monthBounds, type IsoMonth } from './month-grid.ts';
import { formatMoney } from '../../i18n/currency.ts';
import { t } from '../../i18n/messages.ts';
import type { DayContent } from './CalendarMonth.tsx';
import { formatCompactPrice } from '../../i18n/compact-price.ts';
import type { DayFacts } from '../../domain/search/calendar-days.ts';

/**
 * The part of a month to ask `GET /api/Availability` for: from today at the earliest, to the end of
 * the 36-month window at the latest (outside it the API answers 400); undefined when none is left.
 */
export function monthRequest(
  month: IsoMonth,
  today: IsoDate,
): { fromDate: IsoDate; toDate: IsoDate } | undefined {
  const { first, last } = monthBounds(month);
  const window = availabilityCacheRange(today);
  const fromDate = first < window.fromDate ? window.fromDate : first;
  const toDate = last > window.toDate ? window.toDate : last;
  return fromDate <= toDate ? { fromDate, toDate } : undefined;
}

/** What a calendar day shows: the lowest nightly price (compact; exact in words) and the minimum stay. */
export function dayContentOf(
  facts: DayFacts | undefined,
  currency: string,
): DayContent | undefined {
  if (!facts) return undefined;
  const { lowestRate, minStay } = facts;
  return {
    price: lowestRate === undefined ? undefined : formatCompactPrice(lowestRate, currency),
    priceLabel:
      lowestRate === undefined
        ? undefined
        : t('search.calendar.from', { price: formatMoney(lowestRate, currency) }),
    note: minStay ? t('search.calendar.minStayShort', { nights: minStay }) : undefined,
    noteLabel: minStay ? t('search.calendar.minStay', { nights: minStay }) : undefined,
  };
}
