import { daysBetween, isIsoDate, type HotelClock } from './clock.ts';
import type { IsoDate } from './types.ts';

/** What a search needs (spec §5), as the booking store holds it. */
export interface SearchRequest {
  propertyId?: number | string | null;
  fromDate?: IsoDate | null;
  toDate?: IsoDate | null;
  rooms: readonly unknown[];
}

/**
 * Spec §5: a search is possible with a property, two real dates with departure after arrival,
 * at least one room and no more rooms than `maxRooms` (no limit when unset). When `today` is
 * given, an arrival before it is not possible either.
 */
export function isSearchPossible(search: SearchRequest, maxRooms?: number | null, today?: IsoDate): boolean {
  const { propertyId, fromDate, toDate, rooms } = search;
  const hasProperty = typeof propertyId === 'number' ? propertyId > 0 : (propertyId ?? '').trim() !== '';
  if (!hasProperty || !isIsoDate(fromDate) || !isIsoDate(toDate)) return false;
  if (daysBetween(fromDate, toDate) < 1) return false;
  if (today !== undefined && daysBetween(today, fromDate) < 0) return false;
  return rooms.length >= 1 && rooms.length <= (maxRooms ?? Number.POSITIVE_INFINITY);
}

/** The configuration's same-day cut-off (Book configuration `SameDayBookingRestriction`). */
export interface SameDayBookingRestriction {
  Enabled: boolean;
  Hour: number;
  Minute: number;
  Message?: string | null;
}

export type SameDayVerdict = { blocked: false } | { blocked: true; message: string };

/** Shown when the configuration blocks a same-day arrival without a message of its own (spec §8). */
export const NO_SAME_DAY_BOOKINGS = 'No same day bookings available';

/**
 * Spec §5: when enabled and the arrival is today (hotel time), booking is blocked from the
 * configured hour and minute on — at that very minute included — with the configured message.
 */
export function sameDayRestriction(restriction: SameDayBookingRestriction | null | undefined, arrival: IsoDate, now: HotelClock): SameDayVerdict {
  if (!restriction?.Enabled || arrival !== now.today) return { blocked: false };
  const reached = now.hour * 60 + now.minute >= restriction.Hour * 60 + restriction.Minute;
  if (!reached) return { blocked: false };
  const message = restriction.Message?.trim() ? restriction.Message : NO_SAME_DAY_BOOKINGS;
  return { blocked: true, message };
}

/** The promo code button (spec §4): `add` with no code, `invalid` once checked and refused, else `entered`. */
export type PromoCodeButtonState = 'add' | 'entered' | 'invalid';

/**
 * State of the promo code button from the code and the result of checking it
 * (`undefined` while not checked).
 */
export function promoCodeButtonState(promoCode: string | null | undefined, isValid: boolean | undefined): PromoCodeButtonState {
  if ((promoCode ?? '').trim() === '') return 'add';
  return isValid === false ? 'invalid' : 'entered';
}
