import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { formatStayDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/messages.ts';
import { readingDirection } from '../arrow-keys.ts';
import CalendarMonth, { type DayContent } from './CalendarMonth.tsx';
import { clampDate, firstVisibleMonth, moveFocus } from './keyboard.ts';
import { addMonths, monthBounds, monthOf, type IsoDate, type IsoMonth } from './month-grid.ts';
import { phaseFor, pickDate, type DateRange, type RangePhase } from './range.ts';

export type CalendarProps = {
  /** The stay when the calendar opens. */
  initial: DateRange;
  /** First and last date that can be chosen (the months shown stay between them). */
  min: IsoDate;
  max: IsoDate;
  today: IsoDate;
  isDayDisabled: (date: IsoDate, phase: RangePhase, arrive: IsoDate) => boolean;
  dayContent: (date: IsoDate) => DayContent | undefined;
  onMonthsShown?: ((months: IsoMonth[]) => void) | undefined;
  /** Extra status under the grid, e.g. "Loading prices…". */
  status?: string | undefined;
  /** Both dates chosen. */
  onComplete: (range: DateRange) => void;
  /** Set to the focusable day, so the dialog can focus it on opening. */
  focusedRef: RefObject<HTMLButtonElement | null>;
};

// Two months side by side from the desktop breakpoint (spec §9: 1024 px), one below it.
const TWO_MONTHS = '(min-width: 1024px)';

function useMonthCount(): number {
  const [count, setCount] = useState(() => (window.matchMedia(TWO_MONTHS).matches ? 2 : 1));
  useEffect(() => {
    const query = window.matchMedia(TWO_MONTHS);
    const update = () => setCount(query.matches ? 2 : 1);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return count;
}

/** The date picker dialog's body: month navigation, the day grids and what to choose next. */
export default function Calendar({
  initial,
  min,
  max,
  today,
  isDayDisabled,
  dayContent,
  onMonthsShown,
  status,
  onComplete,
  focusedRef,
}: CalendarProps) {
  const count = useMonthCount();
  // Focus may rest on the disabled days around the window (APG), but never leaves its months.
  const focusMin = monthBounds(monthOf(min)).first;
  const focusMax = monthBounds(monthOf(max)).last;
  const lastFirst = addMonths(monthOf(max), -(count - 1));
  const keepInView = (month: IsoMonth): IsoMonth =>
    month > lastFirst ? lastFirst : month < monthOf(min) ? monthOf(min) : month;

  const [range, setRange] = useState(initial);
  const [phase, setPhase] = useState(() => phaseFor(initial));
  const [focused, setFocused] = useState(() => clampDate(initial.arrive || today, min, max));
  const [first, setFirst] = useState(() => keepInView(monthOf(focused)));
  // True at first: when this module loads after the dialog opened, the day still gets focus.
  const moveFocusToDay = useRef(true);

  const shownFirst = keepInView(firstVisibleMonth(first, count, focused));
  const months = Array.from({ length: count }, (_, i) => addMonths(shownFirst, i));
  const monthsKey = months.join();

  useEffect(() => {
    onMonthsShown?.(monthsKey.split(','));
  }, [monthsKey, onMonthsShown]);

  useEffect(() => {
    if (!moveFocusToDay.current) return;
    moveFocusToDay.current = false;
    focusedRef.current?.focus();
  }, [focused, focusedRef]);

  const focusDay = (date: IsoDate, moveFocus: boolean) => {
    const next = clampDate(date, focusMin, focusMax);
    moveFocusToDay.current = moveFocus;
    setFocused(next);
    setFirst((current) => keepInView(firstVisibleMonth(current, count, next)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocus(
      focused,
      event.key,
      event.shiftKey,
      readingDirection(event.currentTarget),
    );
    if (!next) return;
    event.preventDefault();
    focusDay(next, true);
  };

  const onPick = (date: IsoDate) => {
    const result = pickDate(range, phase, date);
    if (result.complete) {
      onComplete(result.range);
      return;
    }
    setRange(result.range);
    setPhase(result.phase);
    setFocused(date);
  };

  const page = (delta: number) => {
    const target = clampDate(
      moveFocus(focused, delta < 0 ? 'PageUp' : 'PageDown') ?? focused,
      focusMin,
      focusMax,
    );
    moveFocusToDay.current = false;
    setFocused(target);
    setFirst(keepInView(addMonths(shownFirst, delta)));
  };

  const atStart = shownFirst <= monthOf(min);
  const atEnd = shownFirst >= lastFirst;
  const prompt =
    phase === 'depart' && range.arrive
      ? t('search.calendar.chooseDeparture', { date: formatStayDate(range.arrive) })
      : t('search.calendar.chooseArrival');
  const words = {
    today: t('search.calendar.today'),
    arrival: t('search.calendar.arrival'),
    departure: t('search.calendar.departure'),
    unavailable: t('search.calendar.unavailable'),
  };
  const navButton =
    'rounded border border-primary px-3 py-1 text-primary aria-disabled:cursor-not-allowed aria-disabled:border-dark/20 aria-disabled:text-dark/50';

  return (
    <div className="mx-auto w-full max-w-sm md:w-[44rem] md:max-w-none">
      <p className="mb-3 font-medium" aria-live="polite">
        {prompt}
      </p>
      <div className="mb-2 flex justify-between">
        <button
          type="button"
          className={navButton}
          aria-disabled={atStart || undefined}
          onClick={() => !atStart && page(-1)}
        >
          <span aria-hidden="true">‹ </span>
          {t('search.calendar.previousMonth')}
        </button>
        <button
          type="button"
          className={navButton}
          aria-disabled={atEnd || undefined}
          onClick={() => !atEnd && page(1)}
        >
          {t('search.calendar.nextMonth')}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {months.map((month) => (
          <CalendarMonth
            key={month}
            month={month}
            range={range}
            focused={focused}
            today={today}
            isDisabled={(date) => isDayDisabled(date, phase, range.arrive)}
            content={dayContent}
            words={words}
            onPick={onPick}
            onKeyDown={onKeyDown}
            focusedRef={focusedRef}
          />
        ))}
      </div>
      <p className="mt-3 min-h-5 text-sm" aria-live="polite">
        {status}
      </p>
      <p className="mt-1 text-xs text-dark/75">{t('search.calendar.help')}</p>
    </div>
  );
}
