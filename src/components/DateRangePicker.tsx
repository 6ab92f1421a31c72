import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { addDays } from '../domain/shared/clock.ts';
import { formatStayDate } from '../i18n/dates.ts';
import { t } from '../i18n/messages.ts';
import Dialog from './Dialog.tsx';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';
import type { DayContent } from './date-range-picker/CalendarMonth.tsx';
import type { IsoDate, IsoMonth } from './date-range-picker/month-grid.ts';
import { nightsOf, type DateRange, type RangePhase } from './date-range-picker/range.ts';
import { whenIdle } from './when-idle.ts';
import { Notice } from './Notice.tsx';

export type { DateRange, DayContent, IsoMonth, RangePhase };

export type DateRangePickerProps = {
  /** `YYYY-MM-DD`, or `''` while not chosen. */
  arrive: IsoDate;
  depart: IsoDate;
  onChange: (range: DateRange) => void;
  /** Earliest arrival and latest departure (the date fields' min/max, the calendar's months). */
  min: IsoDate;
  max: IsoDate;
  /** Hotel-local today: marked in the calendar, focused when no arrival is chosen. */
  today: IsoDate;
  /** Whether a day can be picked; `phase` says whether an arrival or a departure is being chosen. */
  isDayDisabled?: ((date: IsoDate, phase: RangePhase, arrive: IsoDate) => boolean) | undefined;
  /** Price and hints of a day. */
  dayContent?: ((date: IsoDate) => DayContent | undefined) | undefined;
  /** Months the open calendar shows (`YYYY-MM`), to load their data lazily. Keep it stable (useCallback). */
  onMonthsShown?: ((months: IsoMonth[]) => void) | undefined;
  /** Status under the calendar, e.g. "Loading prices…". */
  calendarStatus?: string | undefined;
  /** Messages next to the fields. */
  errors?: { arrive?: string | undefined; depart?: string | undefined } | undefined;
  /** Form field names (default `arrive`/`depart`, the deep-link names). */
  names?: { arrive: string; depart: string } | undefined;
  /** False while the page is not hydrated: the calendar button cannot work yet. */
  interactive?: boolean | undefined;
  /** The shortest stay for an arrival (more than one night), when known. */
  minimumStay?: ((arrive: IsoDate) => number | undefined) | undefined;
};

// The calendar is code only a guest who opens it needs: it loads when the page is idle, or on opening.
const loadCalendar = () => import('./date-range-picker/Calendar.tsx');
const Calendar = lazy(loadCalendar);

const noDay = () => undefined;
const outside = (min: IsoDate, max: IsoDate) => (date: IsoDate) => date < min || date > max;

/**
 * Arrival and departure as native date fields (they work, and submit, without JavaScript), plus
 * a calendar dialog following the WAI-ARIA APG date picker dialog pattern. The chosen stay is
 * also written out in words with its number of nights.
 */
export default function DateRangePicker(props: DateRangePickerProps) {
  const {
    arrive,
    depart,
    onChange,
    min,
    max,
    today,
    errors,
    names = { arrive: 'arrive', depart: 'depart' },
    interactive = true,
  } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const focusedRef = useRef<HTMLButtonElement>(null);
  const nights = nightsOf({ arrive, depart });
  const refs = {
    arrive: useTypedBeforeHydration<HTMLInputElement>(arrive, (typed) =>
      onChange({ arrive: typed, depart }),
    ),
    depart: useTypedBeforeHydration<HTMLInputElement>(depart, (typed) =>
      onChange({ arrive, depart: typed }),
    ),
  };

  useEffect(() => (interactive ? whenIdle(() => void loadCalendar()) : undefined), [interactive]);
  // A stay shorter than its arrival's minimum is said here, with the longer stay one click away,
  // instead of the results later answering "no rooms". Typed dates load that month too.
  const { onMonthsShown, minimumStay } = props;
  useEffect(() => {
    if (interactive && arrive) onMonthsShown?.([arrive.slice(0, 7)]);
  }, [interactive, arrive, onMonthsShown]);
  const minimum = arrive && nights !== undefined ? minimumStay?.(arrive) : undefined;
  const shortOf =
    minimum !== undefined && nights !== undefined && nights < minimum ? minimum : undefined;
  const summaryDates =
    arrive && depart && nights
      ? t('search.datesSummary', { arrive: formatStayDate(arrive), depart: formatStayDate(depart) })
      : undefined;
  const nightsText =
    nights === undefined
      ? ''
      : nights === 1
        ? t('search.nights.one')
        : t('search.nights.other', { count: nights });

  const field = (which: 'arrive' | 'depart', label: string, value: IsoDate) => {
    const error = errors?.[which];
    const errorId = `${id}-${which}-error`;
    return (
      <div className="min-w-0">
        <label htmlFor={`${id}-${which}`} className="mb-1 block font-medium">
          {label}
        </label>
        <input
          ref={refs[which]}
          id={`${id}-${which}`}
          type="date"
          name={names[which]}
          value={value}
          required
          min={which === 'depart' && arrive ? addDays(arrive, 1) : min}
          max={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // With the calendar working, the browser's own picker would be a second, price-less one.
          className={`h-12 w-full rounded border bg-white px-3 ${error ? 'border-negative' : 'border-dark/40'} ${interactive ? '[&::-webkit-calendar-picker-indicator]:hidden' : ''}`}
          onChange={(event) => onChange({ arrive, depart, [which]: event.currentTarget.value })}
        />
        <p id={errorId} className="mt-1 min-h-5 text-sm text-negative">
          {error}
        </p>
      </div>
    );
  };

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-lg font-semibold">{t('search.dates')}</legend>
      <div className="grid grid-cols-2 gap-x-3">
        {field('arrive', t('search.arrival'), arrive)}
        {field('depart', t('search.departure'), depart)}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          aria-haspopup="dialog"
          disabled={!interactive}
          className="inline-flex h-11 items-center gap-2 rounded border border-primary px-4 font-medium text-primary hover:bg-primary/5 disabled:cursor-wait disabled:opacity-60"
          onClick={() => setOpen(true)}
        >
          <CalendarIcon />
          {t('search.chooseDates')}
        </button>
        <p className="min-h-6 text-sm" aria-live="polite">
          {summaryDates ? (
            <>
              <span>{summaryDates}</span>, <strong>{nightsText}</strong>
            </>
          ) : (
            t('search.noDates')
          )}
        </p>
      </div>
      {shortOf !== undefined && (
        <Notice
          as="div"
          role="status"
          tone="warning"
          className="mt-3 rounded bg-white p-3 text-sm"
          data-minimum-stay
        >
          <p className="font-medium">
            {t('search.minStayWarning', { date: formatStayDate(arrive), nights: shortOf })}
          </p>
          <button
            type="button"
            className="mt-1 inline-flex min-h-6 items-center text-primary underline"
            onClick={() => onChange({ arrive, depart: addDays(arrive, shortOf) })}
          >
            {t('search.minStayFix', {
              nights: shortOf,
              date: formatStayDate(addDays(arrive, shortOf)),
            })}
          </button>
        </Notice>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('search.calendar.title')}
        closeLabel={t('search.calendar.close')}
        initialFocus={focusedRef}
      >
        <Suspense fallback={<p role="status">{t('search.calendar.loading')}</p>}>
          <Calendar
            initial={{ arrive, depart }}
            min={min}
            max={max}
            today={today}
            isDayDisabled={props.isDayDisabled ?? outside(min, max)}
            dayContent={props.dayContent ?? noDay}
            onMonthsShown={props.onMonthsShown}
            status={props.calendarStatus}
            focusedRef={focusedRef}
            onComplete={(range) => {
              onChange(range);
              setOpen(false);
            }}
          />
        </Suspense>
      </Dialog>
    </fieldset>
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
