import type { KeyboardEvent, RefObject } from 'react';
import { formatStayDate } from '../../i18n/dates.ts';
import { formatMonth } from '../../i18n/months.ts';
import { monthGrid, WEEKDAYS, type IsoDate, type IsoMonth } from './month-grid.ts';
import { isBetween, type DateRange } from './range.ts';

/** What a day shows under its number: short visible texts, and words for its accessible name. */
export type DayContent = {
  /** e.g. "£120" */
  price?: string | undefined;
  /** e.g. "from £120.00" */
  priceLabel?: string | undefined;
  /** e.g. "min 2" */
  note?: string | undefined;
  /** e.g. "minimum stay 2 nights" */
  noteLabel?: string | undefined;
};

export type CalendarMonthProps = {
  month: IsoMonth;
  range: DateRange;
  /** The one day in the tab order (roving tabindex). */
  focused: IsoDate;
  today: IsoDate;
  isDisabled: (date: IsoDate) => boolean;
  content: (date: IsoDate) => DayContent | undefined;
  words: { today: string; arrival: string; departure: string; unavailable: string };
  onPick: (date: IsoDate) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void;
  focusedRef: RefObject<HTMLButtonElement | null>;
};

/** One month of the date picker grid (WAI-ARIA APG date picker dialog: a `grid` of days). */
export default function CalendarMonth({
  month,
  range,
  focused,
  today,
  isDisabled,
  content,
  words,
  onPick,
  onKeyDown,
  focusedRef,
}: CalendarMonthProps) {
  const headingId = `calendar-${month}`;
  return (
    <div className="min-w-0">
      <h3 id={headingId} className="mb-2 text-center font-semibold">
        {formatMonth(month)}
      </h3>
      <table
        role="grid"
        aria-labelledby={headingId}
        className="w-full table-fixed border-collapse"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day, index) => {
              // In the page's language where it is not English: 2024-01-01 was a Monday.
              const forms = globalThis.__f;
              const date = `2024-01-0${index + 1}`;
              return (
                <th
                  key={day}
                  scope="col"
                  abbr={forms ? forms.weekday(date) : day}
                  className="pb-1 text-xs font-medium text-dark/80"
                >
                  {forms ? forms.weekdayNarrow(date) : day.slice(0, 2)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0]?.date}>
              {week.map(({ date, inMonth }) => {
                if (!inMonth) return <td key={date} />;
                const disabled = isDisabled(date);
                const isArrival = date === range.arrive;
                const isDeparture = date === range.depart;
                const selected = isArrival || isDeparture;
                const between = isBetween(date, range);
                const facts = disabled ? undefined : content(date);
                const label = [
                  formatStayDate(date),
                  date === today ? words.today : undefined,
                  isArrival ? words.arrival : undefined,
                  isDeparture ? words.departure : undefined,
                  disabled ? words.unavailable : facts?.priceLabel,
                  facts?.noteLabel,
                ]
                  .filter(Boolean)
                  .join(', ');
                const tone = selected
                  ? 'bg-primary text-white'
                  : between
                    ? 'bg-primary/10 text-dark'
                    : disabled
                      ? 'text-dark/50 line-through'
                      : 'text-dark hover:bg-page';
                return (
                  <td key={date} aria-selected={selected} className="p-0.5">
                    <button
                      type="button"
                      ref={date === focused ? focusedRef : undefined}
                      tabIndex={date === focused ? 0 : -1}
                      aria-disabled={disabled || undefined}
                      aria-current={date === today ? 'date' : undefined}
                      className={`relative flex h-14 w-full flex-col items-center justify-start rounded pt-1 leading-tight ${tone} ${date === today ? 'ring-1 ring-inset ring-primary' : ''} ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}
                      onClick={() => {
                        if (!disabled) onPick(date);
                      }}
                    >
                      {/* Named in words; the short texts are hidden from the name so they cannot contradict it (label-in-name). */}
                      <span className="sr-only">{label}</span>
                      <span aria-hidden="true" className="text-sm font-semibold">
                        {Number(date.slice(8))}
                      </span>
                      {facts?.price && (
                        // A word of thousands ("89 tys. ₦") takes the smaller size to fit the day.
                        <span
                          aria-hidden="true"
                          className={facts.price.length > 7 ? 'text-[0.65rem]' : 'text-[0.7rem]'}
                        >
                          {facts.price}
                        </span>
                      )}
                      {facts?.note && (
                        <span
                          aria-hidden="true"
                          className={`text-[0.65rem] ${selected ? '' : 'text-dark/75'}`}
                        >
                          {facts.note}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
