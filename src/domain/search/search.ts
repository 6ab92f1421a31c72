import type { HotelClock } from '../shared/clock.ts';
import type { IsoDate } from '../shared/types.ts';

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
export function sameDayRestriction(
  restriction: SameDayBookingRestriction | null | undefined,
  arrival: IsoDate,
  now: HotelClock,
): SameDayVerdict {
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
export function promoCodeButtonState(
  promoCode: string | null | undefined,
  isValid: boolean | undefined,
): PromoCodeButtonState {
  if ((promoCode ?? '').trim() === '') return 'add';
  return isValid === false ? 'invalid' : 'entered';
}
