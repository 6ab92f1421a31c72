import { useCallback, useMemo } from 'react';
import type { DateRangePickerProps, RangePhase } from '../DateRangePicker.tsx';
import type { IsoDate } from '../../domain/shared/types.ts';
import { t } from '../../i18n/messages.ts';
import { dayContentOf } from './calendar-data.ts';
import {
  dayFacts,
  isArrivalDisabled,
  isDepartureDisabled,
  lastDepartureFor,
  searchWindow,
} from '../../domain/search/calendar-days.ts';
import { useCalendarDays } from './use-calendar-days.ts';

export type StayCalendarProps = Pick<
  DateRangePickerProps,
  | 'min'
  | 'max'
  | 'today'
  | 'isDayDisabled'
  | 'dayContent'
  | 'onMonthsShown'
  | 'calendarStatus'
  | 'minimumStay'
>;

/**
 * The availability calendar behind a date range picker (spec §9): bookable window, disabled days
 * from the day rows loaded per month, and each day's lowest price. Used by the search form and by
 * Rooms & Rates to change dates in place.
 */
export function useStayCalendar(
  propertyCode: string,
  today: IsoDate,
  currency: string,
): StayCalendarProps {
  const bookable = useMemo(() => searchWindow(today), [today]);
  const days = useCalendarDays(propertyCode, today);

  const isDayDisabled = useMemo(() => {
    // The latest departure depends only on the arrival: work it out once per arrival, not per day.
    let memo: { arrive: IsoDate; last: IsoDate } | undefined;
    return (date: IsoDate, phase: RangePhase, arrive: IsoDate) => {
      if (phase === 'arrive' || !arrive) return isArrivalDisabled(date, bookable, days.rooms);
      if (memo?.arrive !== arrive)
        memo = { arrive, last: lastDepartureFor(arrive, bookable, days.rooms) };
      return isDepartureDisabled(date, arrive, memo.last, bookable, days.rooms);
    };
  }, [bookable, days.rooms]);

  const dayContent = useCallback(
    (date: IsoDate) => {
      const row = days.rows.get(date);
      return row ? dayContentOf(dayFacts(row), currency) : undefined;
    },
    [days.rows, currency],
  );

  const minimumStay = useCallback(
    (arrive: IsoDate) => {
      const row = days.rows.get(arrive);
      return row ? dayFacts(row).minStay : undefined;
    },
    [days.rows],
  );

  return {
    min: today,
    minimumStay,
    max: bookable.lastDeparture,
    today,
    isDayDisabled,
    dayContent,
    onMonthsShown: days.show,
    calendarStatus: days.loading
      ? t('search.calendar.loading')
      : days.failed
        ? t('search.calendar.loadFailed')
        : undefined,
  };
}
