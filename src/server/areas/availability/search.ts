import type * as v from 'valibot';
import type {
  AvailabilitySearchRequestSchema,
  AvailabilitySearchResult,
} from '../../../api/contract/availability-search.ts';
import { daysBetween, hotelClock } from '../../../domain/shared/clock.ts';
import { sameDayRestriction } from '../../../domain/search/search.ts';
import type { AppContext } from '../../context.ts';
import { getAvailabilityStatic } from './statics.ts';
import { NO_HOTEL_TEXTS } from '../../../domain/shared/hotel-texts.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { evaluatePromoCode } from './promo-code.ts';
import {
  getHotelTexts,
  getPropertyRow,
  resolvePropertyId,
  translateBookSettings,
} from '../property/index.ts';
import { buildOffers } from './search-offers.ts';
import {
  stayBreach,
  stayBreachMessage,
  type StayBreach,
} from '../../../domain/search/stay-restrictions.ts';
import { restrictionsOf, type StayRateTotals } from './stay-rows.ts';
import { assertNoProblems, searchProblems } from './stay-window.ts';

export type AvailabilitySearch = v.InferOutput<typeof AvailabilitySearchRequestSchema>;

/** Spec §8 availability messages. */
export const NO_ROOMS_AVAILABLE = 'No rooms available on selected dates';
export const HOTEL_UNAVAILABLE = 'This hotel is unavailable on your selected dates';

/** Spec §8 has no words for it; the guest needs these, not "full". */
export const minimumStayMessage = (nights: number) =>
  stayBreachMessage({ kind: 'minimumStay', nights });

/**
 * The fewest nights the arrival night asks for, when that is what stops every rate: some rate is
 * open on every night of the stay for a room type with rooms left, and only its minimum stay is
 * longer than the stay. Null when something else (sold out, closed) is the reason.
 */
export function minimumStayBlocking(
  totals: readonly StayRateTotals[],
  roomsPerRoomType: Readonly<Record<string, number>>,
  nights: number,
): number | null {
  const blocking = totals
    .filter(
      (row) =>
        row.openNights === nights &&
        (roomsPerRoomType[String(row.roomTypeId)] ?? 0) > 0 &&
        (row.arrivalMinLengthOfStay ?? 0) > nights,
    )
    .map((row) => row.arrivalMinLengthOfStay!);
  return blocking.length ? Math.min(...blocking) : null;
}

/**
 * The restriction that stops every rate open on each night of the stay for a room type with rooms
 * left (the first such rate's), when one does; null when something else is the reason.
 */
export function restrictionBlocking(
  totals: readonly StayRateTotals[],
  roomsPerRoomType: Readonly<Record<string, number>>,
  nights: number,
): StayBreach | null {
  for (const row of totals) {
    if (row.openNights !== nights || !((roomsPerRoomType[String(row.roomTypeId)] ?? 0) > 0))
      continue;
    const breach = stayBreach(restrictionsOf(row), nights);
    if (breach) return breach;
  }
  return null;
}

/**
 * POST /api/Availability/Search. Past the cached property rows it runs two indexed range queries
 * (inventory per room type, rate totals per room type × rate plan), whatever the stay's length.
 * 404 for an unknown property; 400 (ModelState) for dates outside today … today + 36 months or
 * more rooms than the property takes; the same-day cut-off answers 200 with its message.
 */
export async function searchAvailability(
  ctx: AppContext,
  search: AvailabilitySearch,
  locale?: Locale,
): Promise<AvailabilitySearchResult> {
  const propertyId = await resolvePropertyId(ctx, String(search.PropertyId));
  const [property, statics, texts] = await Promise.all([
    getPropertyRow(ctx, propertyId),
    getAvailabilityStatic(ctx, propertyId, locale),
    locale === undefined ? NO_HOTEL_TEXTS : getHotelTexts(ctx, propertyId, locale),
  ]);
  const clock = hotelClock(ctx.now(), property.timeZone);
  assertNoProblems(
    searchProblems(
      { DateFrom: search.DateFrom, DateTo: search.DateTo, roomCount: search.Rooms.length },
      clock.today,
      property.maxRoomsPerBooking,
    ),
  );

  const promo = evaluatePromoCode(statics.promoCodes, search.PromoCode, clock.today);
  const result = {
    RoomTypes: [],
    PromoCodeMessage: promo.status === 'none' ? null : promo.message,
    IsPromoCodeValid: promo.status === 'none' ? null : promo.status === 'valid',
    HopGiftVoucherCodeMessage: null,
    IsHopGiftVoucherCodeValid: null,
    NumberOfRoomsPerRoomTypeId: {},
    Message: null,
    MinimumStayNights: null,
  } satisfies AvailabilitySearchResult;

  const sameDay = sameDayRestriction(
    translateBookSettings(property.bookSettings, texts).SameDayBookingRestriction,
    search.DateFrom,
    clock,
  );
  if (sameDay.blocked) return { ...result, Message: sameDay.message };

  const [inventory, totals] = await Promise.all([
    ctx.nights.stayInventory(ctx.db, propertyId, search.DateFrom, search.DateTo),
    ctx.nights.stayRateTotals(ctx.db, propertyId, search.DateFrom, search.DateTo),
  ]);
  const firstRoom = search.Rooms[0];
  const built = buildOffers({
    statics,
    inventory,
    totals,
    dateFrom: search.DateFrom,
    dateTo: search.DateTo,
    locale,
    nights: daysBetween(search.DateFrom, search.DateTo),
    ratePlanCode: search.RatePlanCode || null,
    locationId: search.LocationId,
    promo: promo.status === 'valid' ? promo.promo : null,
    firstRoom: {
      adults: firstRoom?.NumberOfAdults ?? 0,
      children: firstRoom?.NumberOfChildren ?? 0,
      infants: firstRoom?.NumberOfInfants ?? 0,
    },
    currency: property.currency,
  });
  const nights = daysBetween(search.DateFrom, search.DateTo);
  const minimumStay =
    built.offers.length > 0 ? null : minimumStayBlocking(totals, built.roomsPerRoomType, nights);
  const breach =
    built.offers.length > 0 || minimumStay !== null
      ? null
      : restrictionBlocking(totals, built.roomsPerRoomType, nights);
  const message =
    built.offers.length > 0
      ? null
      : minimumStay !== null
        ? minimumStayMessage(minimumStay)
        : breach
          ? stayBreachMessage(breach)
          : built.anyNightOpen
            ? NO_ROOMS_AVAILABLE
            : HOTEL_UNAVAILABLE;
  return {
    ...result,
    RoomTypes: built.offers,
    NumberOfRoomsPerRoomTypeId: built.roomsPerRoomType,
    Message: message,
    MinimumStayNights: minimumStay,
  };
}
