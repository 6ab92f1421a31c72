import { useCallback, useMemo, useRef, useState } from 'react';
import type { DayAvailability } from '../../api/contract/availability-calendar.ts';
import { roomsByDate, type RoomsByDate } from '../../domain/booking/availability.ts';
import type { IsoDate } from '../../domain/shared/types.ts';
import { addMonths, type IsoMonth } from './month-grid.ts';
import { monthRequest } from './calendar-data.ts';

// Months asked for on this page, per property: reopening the calendar or paging back costs nothing.
const requests = new Map<string, Promise<DayAvailability[]>>();

function loadMonth(
  propertyCode: string,
  month: IsoMonth,
  today: IsoDate,
): Promise<DayAvailability[]> | undefined {
  const window = monthRequest(month, today);
  if (!window) return undefined;
  const key = `${propertyCode}|${month}`;
  let request = requests.get(key);
  if (!request) {
    // The API client loads with the first call rather than with the page.
    request = import('../../api/search-calls.ts').then(({ availabilityDays }) =>
      availabilityDays(propertyCode, window),
    );
    requests.set(key, request);
    // A failed month is asked for again next time it is shown.
    request.catch(() => requests.delete(key));
  }
  return request;
}

export type CalendarDays = {
  rows: ReadonlyMap<IsoDate, DayAvailability>;
  rooms: RoomsByDate;
  loading: boolean;
  failed: boolean;
  /** Give to the date picker's `onMonthsShown`: loads those months and the next one. */
  show: (months: IsoMonth[]) => void;
};

/** The availability calendar's day rows, loaded lazily per month as the calendar shows them. */
export function useCalendarDays(propertyCode: string, today: IsoDate): CalendarDays {
  const [rows, setRows] = useState<ReadonlyMap<IsoDate, DayAvailability>>(() => new Map());
  const [pending, setPending] = useState(0);
  const [failed, setFailed] = useState(false);
  const merged = useRef(new Set<IsoMonth>());

  const show = useCallback(
    (months: IsoMonth[]) => {
      const last = months.at(-1);
      const wanted = last ? [...months, addMonths(last, 1)] : months;
      for (const month of wanted) {
        if (merged.current.has(month)) continue;
        const request = loadMonth(propertyCode, month, today);
        if (!request) continue;
        merged.current.add(month);
        setPending((n) => n + 1);
        void request
          .then(
            (days) => {
              setFailed(false);
              setRows(
                (previous) =>
                  new Map([...previous, ...days.map((day) => [day.DateOfStay, day] as const)]),
              );
            },
            () => {
              merged.current.delete(month);
              setFailed(true);
            },
          )
          .finally(() => setPending((n) => n - 1));
      }
    },
    [propertyCode, today],
  );

  const rooms = useMemo(() => roomsByDate([...rows.values()]), [rows]);
  return { rows, rooms, loading: pending > 0, failed, show };
}
