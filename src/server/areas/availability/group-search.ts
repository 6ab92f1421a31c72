import { inArray } from 'drizzle-orm';
import type {
  CheckPromoCodeGroupRequestSchema,
  GroupPropertyResult,
  GroupSearchRequest,
  GroupSearchResult,
} from '../../../api/contract/group-search.ts';
import { priceTaxOf } from '../../../domain/booking/room-quote.ts';
import { lowestStayTotal } from '../../../domain/search/stay-total.ts';
import { daysBetween, hotelClock } from '../../../domain/shared/clock.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import type * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import { exchangeRates } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { getPropertyGroup, getProperty, getPropertyRow } from '../property/index.ts';
import { evaluatePromoCode, PROMO_CODE_INVALID } from './promo-code.ts';
import { NO_ROOMS_AVAILABLE, searchAvailability } from './search.ts';
import { getAvailabilityStatic } from './statics.ts';

export const NO_ROOMS_FOR_PARTY = 'No rooms for this number of guests on these dates';

/** Converts between currencies through the stored units-per-USD; null when a rate is missing. */
async function converter(ctx: AppContext, currencies: readonly string[]) {
  const rows = await ctx.db
    .select()
    .from(exchangeRates)
    .where(inArray(exchangeRates.currency, [...new Set(currencies)]));
  const perUsd = new Map(rows.map((row) => [row.currency, row.unitsPerUsd]));
  return (amount: number, from: string, to: string): number | null => {
    if (from === to) return amount;
    const [source, target] = [perUsd.get(from), perUsd.get(to)];
    return source && target ? roundMoney((amount / source) * target, to) : null;
  };
}

/**
 * A property group's search (spec §7 SearchPropertyGroup): each member property searched exactly
 * as its own Rooms & Rates search is, then its lowest total for the whole party and stay (the one
 * money rule), in its currency and the group's (the first member's). Cheapest first; those with
 * nothing to book last, with the reason.
 */
export async function searchPropertyGroup(
  ctx: AppContext,
  search: GroupSearchRequest,
): Promise<GroupSearchResult> {
  const group = await getPropertyGroup(ctx, search.PropertyGroupId);
  if (search.AreaId !== null && !group.Areas.some((area) => area.Id === search.AreaId))
    throw new HttpError(400, 'Choose one of the group\u2019s areas.', {
      AreaId: ['Choose one of the group\u2019s areas.'],
    });
  const members = group.Properties.filter(
    (member) => search.AreaId === null || member.AreaId === search.AreaId,
  );
  const displayCurrency = group.Properties[0]?.Currency ?? 'GBP';
  const convert = await converter(ctx, [
    displayCurrency,
    ...members.map((member) => member.Currency),
  ]);
  const rooms = search.Rooms.map((room) => ({
    adults: room.NumberOfAdults,
    children: room.NumberOfChildren,
    infants: room.NumberOfInfants,
  }));
  let promoMessage: string | null = null;
  let promoValid: boolean | null = null;

  const lines = await Promise.all(
    members.map(async (member): Promise<GroupPropertyResult> => {
      const base = {
        PropertyId: member.PropertyId,
        PropertyCode: member.PropertyCode,
        PropertyName: member.PropertyName,
        PropertyAddress: member.PropertyAddress,
        PropertyImageUrl: member.PropertyImageUrl,
        HotelRating: member.HotelRating,
        AreaId: member.AreaId,
        AreaName: group.Areas.find((area) => area.Id === member.AreaId)?.Name ?? null,
        Currency: member.Currency,
      };
      const none = (reason: string): GroupPropertyResult => ({
        ...base,
        Available: false,
        TotalCost: null,
        FromPerNight: null,
        DisplayTotalCost: null,
        DisplayFromPerNight: null,
        RoomsLeft: null,
        Reason: reason,
      });
      let result;
      try {
        result = await searchAvailability(ctx, {
          PropertyId: member.PropertyId,
          LanguageCode: search.LanguageCode,
          PromoCode: search.PromoCode,
          RatePlanCode: null,
          DateFrom: search.DateFrom,
          DateTo: search.DateTo,
          LocationId: null,
          Rooms: search.Rooms,
        });
      } catch (error) {
        // This property's own limits (too many rooms, dates beyond its calendar): not bookable here.
        if (error instanceof HttpError && error.status === 400) return none(error.message);
        throw error;
      }
      if (result.IsPromoCodeValid === true)
        [promoValid, promoMessage] = [true, result.PromoCodeMessage];
      else if (result.IsPromoCodeValid === false && promoValid === null)
        [promoValid, promoMessage] = [false, result.PromoCodeMessage];
      if (result.Message) return none(result.Message);
      if (!result.RoomTypes.length) return none(NO_ROOMS_AVAILABLE);
      const [property, row] = await Promise.all([
        getProperty(ctx, String(member.PropertyId)),
        getPropertyRow(ctx, member.PropertyId),
      ]);
      const stay = lowestStayTotal({
        offers: result.RoomTypes,
        roomsPerRoomType: result.NumberOfRoomsPerRoomTypeId,
        rooms,
        dateFrom: search.DateFrom,
        dateTo: search.DateTo,
        tax: priceTaxOf(property),
        today: hotelClock(ctx.now(), row.timeZone).today,
      });
      if (!stay) return none(NO_ROOMS_FOR_PARTY);
      return {
        ...base,
        Available: true,
        TotalCost: stay.total,
        FromPerNight: stay.perNight,
        DisplayTotalCost: convert(stay.total, member.Currency, displayCurrency),
        DisplayFromPerNight: convert(stay.perNight, member.Currency, displayCurrency),
        RoomsLeft: stay.fewestLeft,
        Reason: null,
      };
    }),
  );
  const price = (line: GroupPropertyResult) =>
    line.Available ? (line.DisplayTotalCost ?? Number.MAX_SAFE_INTEGER) : Number.POSITIVE_INFINITY;
  return {
    PropertyGroupId: group.PropertyGroupId,
    DisplayCurrency: displayCurrency,
    Nights: daysBetween(search.DateFrom, search.DateTo),
    Properties: lines.sort((a, b) => price(a) - price(b)),
    PromoCodeMessage: search.PromoCode ? promoMessage : null,
    IsPromoCodeValid: search.PromoCode ? promoValid : null,
  };
}

/** POST /api/Availability/CheckPromoCodeGroup: where in the group a promo code applies. */
export async function checkPromoCodeGroup(
  ctx: AppContext,
  body: v.InferOutput<typeof CheckPromoCodeGroupRequestSchema>,
): Promise<{ IsValid: boolean; Message: string | null; PropertyIds: number[] }> {
  const group = await getPropertyGroup(ctx, body.propertyGroupId);
  const verdicts = await Promise.all(
    group.Properties.map(async (member) => {
      const [statics, row] = await Promise.all([
        getAvailabilityStatic(ctx, member.PropertyId),
        getPropertyRow(ctx, member.PropertyId),
      ]);
      return {
        id: member.PropertyId,
        verdict: evaluatePromoCode(
          statics.promoCodes,
          body.promoCode,
          hotelClock(ctx.now(), row.timeZone).today,
        ),
      };
    }),
  );
  const valid = verdicts.filter(({ verdict }) => verdict.status === 'valid');
  const first = valid[0]?.verdict;
  return {
    IsValid: valid.length > 0,
    Message: first?.status === 'valid' ? first.message : PROMO_CODE_INVALID,
    PropertyIds: valid.map(({ id }) => id),
  };
}
