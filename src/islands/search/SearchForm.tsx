import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type SubmitEvent,
} from 'react';
import DateRangePicker from '../../components/DateRangePicker.tsx';
import RoomListSelector from '../../components/RoomListSelector.tsx';
import { hotelClock } from '../../domain/shared/clock.ts';
import { clockAtOffset, type ZoneOffset } from '../../domain/shared/zone-offset.ts';
import type { SameDayBookingRestriction } from '../../domain/search/search.ts';
import { t } from '../../i18n/messages.ts';
import { toSearchParams, type RoomOccupancy, type SearchQuery } from '../../site/search-query.ts';
import * as urls from '../../site/urls.ts';
import type { Locale } from '../../i18n/locale.ts';
import { saveSearch, storedSearchFor } from '../../stores/booking-search.ts';
import { checkPromo } from './check-promo.ts';
import type { UrlFields } from '../../site/parse-search-query.ts';
import { draftToQuery, prefillSearch, type SearchDraft } from './prefill.ts';
import PromoCodeField from './PromoCodeField.tsx';
import {
  normalisePromo,
  promoFrom,
  promoNeedsCheck,
  promoReducer,
  promoToSearch,
} from '../../domain/search/promo-state.ts';
import {
  formatRoomsParam,
  type OccupancyRules,
  type OccupantKind,
} from '../../site/room-occupancy.ts';
import {
  LocationChoice,
  OfferChoice,
  type SearchLocation,
  type SearchOffer,
} from './SearchChoices.tsx';
import { useStayCalendar } from '../../components/date-range-picker/use-stay-calendar.ts';
import { hasErrors, sameDayMessage, validateSearch } from './validate-search.ts';
import { Notice } from '../../components/Notice.tsx';

export type SearchFormProps = {
  propertyCode: string;
  /** The page's language, for the links this island writes (none on English pages). */
  locale?: Locale | undefined;
  /** Property currency, for calendar prices. */
  currency: string;
  /** The hotel's IANA time zone: "today" and the same-day cut-off are hotel time. */
  timeZone: string;
  /** Server time of the render (ISO); the browser clock takes over once hydrated. */
  now: string;
  /** The time zone's offset from then: the hotel's clock without the browser's Intl. */
  zoneOffset: ZoneOffset;
  rules: OccupancyRules;
  defaultRoom: RoomOccupancy;
  labels: Record<OccupantKind, string>;
  contact: { telephone: string; email: string };
  /** The URL's search and which parts of it the URL carried (prefill precedence). */
  query: SearchQuery;
  present: UrlFields;
  showPromo: boolean;
  locations: SearchLocation[];
  offers: SearchOffer[];
  sameDay: SameDayBookingRestriction;
};

// Re-evaluate "now" while the page stays open, so the same-day cut-off applies when it passes.
const CLOCK_TICK_MS = 30_000;

function useHotelClock(serverNow: string, timeZone: string, offset: ZoneOffset) {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return useMemo(
    () => clockAtOffset(now, offset) ?? hotelClock(now, timeZone),
    [now, timeZone, offset],
  );
}

/**
 * "Book your stay": a plain GET form to Rooms & Rates, rendered on the server, which this island
 * enhances with the availability calendar, the room list, the promo code check, validation and the
 * same-day cut-off. The search is kept in sessionStorage for the way back.
 */
export default function SearchForm(props: SearchFormProps) {
  const { propertyCode, currency, rules, query, present, showPromo, sameDay } = props;
  const id = useId();
  const action = urls.localised(props.locale, urls.roomsAndRates(propertyCode));
  const clock = useHotelClock(props.now, props.timeZone, props.zoneOffset);
  const [hydrated, setHydrated] = useState(false);
  const [draft, setDraft] = useState<SearchDraft>(() =>
    prefillSearch(query, present, undefined, clock.today, rules),
  );
  const [promo, dispatchPromo] = useReducer(promoReducer, draft.promo, promoFrom);
  const [submitted, setSubmitted] = useState(false);
  const [failedAttempt, setFailedAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const calendar = useStayCalendar(propertyCode, clock.today, currency);

  const applyPromo = useCallback(
    async (value: string) => {
      dispatchPromo({ type: 'type', value });
      dispatchPromo({ type: 'add' });
      const code = normalisePromo(value);
      if (!code) return undefined;
      const result = await checkPromo(propertyCode, code);
      dispatchPromo(result);
      return result;
    },
    [propertyCode],
  );

  // Once, after hydration: the stored search fills what the URL did not say, then a code that came
  // with it is checked.
  useEffect(() => {
    setHydrated(true);
    const restored = prefillSearch(
      query,
      present,
      storedSearchFor(propertyCode),
      clock.today,
      rules,
    );
    setDraft(restored);
    if (showPromo && restored.promo) void applyPromo(restored.promo);
    // Props do not change for the life of the page.
  }, []);

  useEffect(() => {
    if (failedAttempt > 0)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempt]);

  const context = { now: clock, rules, restriction: sameDay };
  const errors = submitted ? validateSearch(draft, context) : undefined;
  const sameDayWarning = sameDayMessage(draft.arrive, context);
  const update = (change: Partial<SearchDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  const submit = async () => {
    setSubmitted(true);
    const found = validateSearch(draft, context);
    if (hasErrors(found)) {
      setFailedAttempt((n) => n + 1);
      return;
    }
    let code = showPromo ? promoToSearch(promo) : normalisePromo(draft.promo) || undefined;
    if (showPromo && promoNeedsCheck(promo)) {
      const result = await applyPromo(promo.draft);
      if (result?.type === 'checked' && !result.isValid) return; // the field now says why
      code = normalisePromo(promo.draft) || undefined;
    }
    const search = draftToQuery(draft, code);
    saveSearch({ propertyCode, ...search, rooms: draft.rooms });
    globalThis.location.assign(`${action}?${toSearchParams(search).toString()}`);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    // Without JavaScript the browser sends the same fields; with it the URL is the clean deep link.
    event.preventDefault();
    if (sameDayWarning) return;
    void submit();
  };

  const rateIsOffer = props.offers.some(
    (offer) => offer.RatePlanCode && offer.RatePlanCode === draft.rate,
  );
  const warningId = `${id}-same-day`;

  return (
    <form
      ref={form}
      method="get"
      action={action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="space-y-6 rounded-lg bg-white p-4 shadow-md ring-1 ring-black/5 sm:p-6"
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="min-w-0">
          <DateRangePicker
            arrive={draft.arrive}
            depart={draft.depart}
            onChange={(range) => update(range)}
            {...calendar}
            errors={errors}
            interactive={hydrated}
          />
          {sameDayWarning && (
            <Notice
              id={warningId}
              role="alert"
              tone="warning"
              className="mt-3 rounded bg-warning/10 p-3 text-sm font-medium"
            >
              {sameDayWarning}
            </Notice>
          )}
        </div>
        <RoomListSelector
          rooms={draft.rooms}
          onChange={(rooms) => update({ rooms })}
          rules={rules}
          defaultRoom={props.defaultRoom}
          labels={props.labels}
          contact={props.contact}
          roomErrors={errors?.room}
          listError={errors?.rooms}
          singleRoomNames={!hydrated}
          interactive={hydrated}
        />
      </div>
      {(props.locations.length > 0 || showPromo) && (
        <div className="grid gap-6 md:grid-cols-2">
          <LocationChoice
            id={`${id}-location`}
            locations={props.locations}
            value={draft.location}
            onChange={(location) => update({ location })}
          />
          {showPromo && (
            <PromoCodeField
              state={promo}
              interactive={hydrated}
              onType={(value) => dispatchPromo({ type: 'type', value })}
              onAdd={() => void applyPromo(promo.draft)}
              onRemove={() => dispatchPromo({ type: 'remove' })}
            />
          )}
        </div>
      )}
      <OfferChoice
        id={`${id}-offer`}
        name="rate"
        offers={props.offers}
        value={rateIsOffer ? draft.rate : ''}
        onChange={(offer) => {
          update({ rate: offer?.RatePlanCode ?? '' });
          if (offer?.PromoCode && showPromo) void applyPromo(offer.PromoCode);
        }}
      />
      {!showPromo && draft.promo && <input type="hidden" name="promo" value={draft.promo} />}
      {draft.rate && !rateIsOffer && <input type="hidden" name="rate" value={draft.rate} />}
      {hydrated && <input type="hidden" name="rooms" value={formatRoomsParam(draft.rooms)} />}
      <div className="flex justify-end">
        <button
          type="submit"
          aria-disabled={sameDayWarning ? true : undefined}
          aria-describedby={sameDayWarning ? warningId : undefined}
          className="h-12 w-full rounded bg-primary px-8 text-lg font-semibold text-white hover:bg-primary/90 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:w-auto"
        >
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
