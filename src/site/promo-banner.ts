import { qualifyingRates } from '../domain/booking/offers.ts';
import type { RoomOccupancy } from '../domain/search/search-query.ts';
import type { Occupancy, Rate, RoomType } from '../domain/shared/types.ts';

type PromoResult = {
  IsPromoCodeValid: boolean | null;
  PromoCodeMessage: string | null;
  RoomTypes: readonly {
    RoomType: RoomType;
    Rates: readonly (Rate & { Promotion: { Code: string } | null })[];
  }[];
};

/**
 * What the promo code banner on Rooms & Rates says (one true reason): invalid → the
 * server's message; valid and at least one discounted rate fits a searched room → applied with the
 * hotel's description (one full stop, however it is written); valid but no discounted rate fits →
 * say so, rather than claim a discount the guest will not see.
 */
export function promoBanner(
  code: string | undefined,
  result: PromoResult,
  rooms: readonly RoomOccupancy[],
): { tone: 'positive' | 'warning' | 'negative'; text: string } | null {
  if (!code || result.IsPromoCodeValid === null) return null;
  if (!result.IsPromoCodeValid)
    return {
      tone: 'negative',
      text: `Promo code ${code}: ${result.PromoCodeMessage ?? 'Code invalid'}`,
    };
  const occupancies: Occupancy[] = rooms.map((room) => ({
    adults: room.adults,
    children: room.children,
    infants: room.infants,
  }));
  const fits = result.RoomTypes.some((offer) =>
    occupancies.some((occupancy) =>
      qualifyingRates(offer, occupancy).some(
        (rate) => rate.Promotion?.Code?.toUpperCase() === code.toUpperCase(),
      ),
    ),
  );
  if (!fits)
    return {
      tone: 'warning',
      text: `Promo code ${code} is valid, but none of its rates fits these dates and guests. The prices below are without it.`,
    };
  const description = result.PromoCodeMessage?.trim().replace(/[.!]+$/, '');
  return {
    tone: 'positive',
    text: `Promo code ${code} applied${description ? `: ${description}` : ''}.`,
  };
}
