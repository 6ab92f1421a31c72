import type { Rate, RoomTypeOffer } from '../../../api/contract/availability-search.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import { lowestRate, originalLowestRate } from '../../../domain/booking/pricing.ts';
import type { IsoDate, Occupancy } from '../../../domain/shared/types.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locale.ts';
import { cancellationWordsIn } from '../../../i18n/stay-texts.ts';
import {
  paymentPolicyOf,
  type AvailabilityStatic,
  type PromoCodeRow,
  type RatePlanRow,
  type RoomTypeRow,
} from './statics.ts';
import { stayBreach } from '../../../domain/search/stay-restrictions.ts';
import {
  restrictionsOf,
  type StayInventory,
  type StayPrices,
  type StayRateTotals,
} from './stay-rows.ts';

/** What one search asks for, with the rows loaded for its nights. */
export interface OfferInputs {
  readonly statics: AvailabilityStatic;
  readonly inventory: ReadonlyMap<number, StayInventory>;
  readonly totals: readonly StayRateTotals[];
  readonly dateFrom: IsoDate;
  readonly dateTo: IsoDate;
  readonly nights: number;
  readonly ratePlanCode: string | null;
  readonly locationId: number | null;
  /** A valid promo code, or null. */
  readonly promo: PromoCodeRow | null;
  /** The first searched room: LowestRate is worked out for it. */
  readonly firstRoom: Occupancy;
  readonly currency: string;
  /** The language the rates' cancellation words are written in (the answer's). */
  readonly locale?: Locale | undefined;
}

export interface Offers {
  readonly offers: RoomTypeOffer[];
  /** Rooms left for the whole stay per room type id: the fewest over the nights, 0 when a night has no row. */
  readonly roomsPerRoomType: Record<string, number>;
  /** Whether any room type × rate plan is open on any night (false: the hotel is closed those dates). */
  readonly anyNightOpen: boolean;
}

/**
 * The room type offers of a search (spec §3, §5). A room type is offered when a room is left on
 * every night and at least one rate is; a rate is offered when its rows are open on every night,
 * the stay keeps the arrival night's and departure day's restrictions (stay-restrictions.ts), it matches `ratePlanCode` (any case), and — when
 * promo-only — the valid promo code unlocks it. A promo code with a rate plan applies to that plan's
 * rates only, one without applies to every rate.
 */
export function buildOffers(input: OfferInputs): Offers {
  const { statics, inventory, nights } = input;
  const roomsPerRoomType: Record<string, number> = {};
  for (const roomType of statics.roomTypes) {
    const stay = inventory.get(roomType.id);
    roomsPerRoomType[String(roomType.id)] = stay && stay.nights === nights ? stay.minAvailable : 0;
  }

  const plans = new Map(
    statics.ratePlans.filter((plan) => isPlanSearched(plan, input)).map((plan) => [plan.id, plan]),
  );
  // The words carry the stay's deadline, so they are made per search, once per rate plan.
  const policies = new Map(
    [...plans.values()].map((plan) => [
      plan.id,
      cancellationWordsIn(plan.cancellationTerms, input.dateFrom, input.locale ?? DEFAULT_LOCALE),
    ]),
  );
  const ratesByRoomType = new Map<number, Rate[]>();
  for (const totals of input.totals) {
    const plan = plans.get(totals.ratePlanId);
    if (
      !plan ||
      totals.openNights !== nights ||
      totals.arrivalMinLengthOfStay === null ||
      stayBreach(restrictionsOf(totals), nights) !== null
    )
      continue;
    const rates = ratesByRoomType.get(totals.roomTypeId) ?? [];
    rates.push(
      toRate(plan, totals, promotionFor(plan, input.promo), input.currency, policies.get(plan.id)!),
    );
    ratesByRoomType.set(totals.roomTypeId, rates);
  }
  const planOrder = [...plans.keys()];
  for (const rates of ratesByRoomType.values())
    rates.sort((a, b) => planOrder.indexOf(a.RatePlanId) - planOrder.indexOf(b.RatePlanId));

  const isOffered = (roomTypeId: number) =>
    (roomsPerRoomType[String(roomTypeId)] ?? 0) >= 1 &&
    (ratesByRoomType.get(roomTypeId)?.length ?? 0) > 0;
  const offers: RoomTypeOffer[] = [];
  for (const roomType of statics.roomTypes) {
    if (
      !isOffered(roomType.id) ||
      (input.locationId !== null && roomType.locationId !== input.locationId)
    )
      continue;
    const upgrades = (statics.upgradesFrom.get(roomType.id) ?? [])
      .filter(isOffered)
      .map((id) => ({ RoomTypeId: id, AvailableRates: ratesByRoomType.get(id) ?? [] }));
    const offer = {
      RoomType: toRoomType(roomType, upgrades),
      Rates: ratesByRoomType.get(roomType.id) ?? [],
    };
    const lowest = lowestRate(offer, input.firstRoom);
    const originalLowest = originalLowestRate(offer, input.firstRoom);
    offers.push({
      ...offer,
      DateFrom: input.dateFrom,
      DateTo: input.dateTo,
      LowestRate: lowest < 0 ? -1 : roundMoney(lowest, input.currency),
      OriginalLowestRate: originalLowest < 0 ? -1 : roundMoney(originalLowest, input.currency),
    });
  }
  return {
    offers,
    roomsPerRoomType,
    anyNightOpen: input.totals.some((totals) => totals.openNights > 0),
  };
}

function isPlanSearched(plan: RatePlanRow, input: OfferInputs): boolean {
  if (input.ratePlanCode && plan.code.toUpperCase() !== input.ratePlanCode.toUpperCase())
    return false;
  return !plan.promoOnly || (input.promo !== null && input.promo.ratePlanId === plan.id);
}

function promotionFor(plan: RatePlanRow, promo: PromoCodeRow | null): Rate['Promotion'] {
  if (!promo || (promo.ratePlanId !== null && promo.ratePlanId !== plan.id)) return null;
  return {
    Code: promo.code,
    Description: promo.description,
    DiscountPercentage: promo.discountPercentage,
  };
}

type PriceFields = { [K in keyof StayPrices]: number } & {
  [K in keyof StayPrices as `Original${K}`]: number;
};

/** Stay-total price fields: `Original*` the sums, the others less the promotion's percentage. */
export function priceFields(
  prices: StayPrices,
  discountPercentage: number | null,
  currency: string,
): PriceFields {
  // Written out, not built key by key: an object with computed keys is a dictionary, slow to
  // build and to copy into every Rate of every search.
  const factor = (100 - (discountPercentage ?? 0)) / 100;
  const less = (amount: number) => roundMoney(amount * factor, currency);
  const sum = (amount: number) => roundMoney(amount, currency);
  return {
    BaseRate: less(prices.BaseRate),
    OriginalBaseRate: sum(prices.BaseRate),
    CostPerRoom: less(prices.CostPerRoom),
    OriginalCostPerRoom: sum(prices.CostPerRoom),
    CostPerAdult: less(prices.CostPerAdult),
    OriginalCostPerAdult: sum(prices.CostPerAdult),
    CostPerChild: less(prices.CostPerChild),
    OriginalCostPerChild: sum(prices.CostPerChild),
    CostPerInfant: less(prices.CostPerInfant),
    OriginalCostPerInfant: sum(prices.CostPerInfant),
    PerPersonCostPerAdult: less(prices.PerPersonCostPerAdult),
    OriginalPerPersonCostPerAdult: sum(prices.PerPersonCostPerAdult),
    PerPersonCostPerChild: less(prices.PerPersonCostPerChild),
    OriginalPerPersonCostPerChild: sum(prices.PerPersonCostPerChild),
    PerPersonCostPerInfant: less(prices.PerPersonCostPerInfant),
    OriginalPerPersonCostPerInfant: sum(prices.PerPersonCostPerInfant),
  };
}

/** A Rate (spec §3) from a rate plan and its stay totals. */
export function toRate(
  plan: RatePlanRow,
  totals: StayRateTotals,
  promotion: Rate['Promotion'],
  currency: string,
  cancellationPolicy: string,
): Rate {
  return {
    RatePlanId: plan.id,
    RatePlanCode: plan.code,
    Name: plan.name,
    Description: plan.description,
    IncludedMeal: plan.includedMeal,
    BaseNumberOfAdults: totals.baseNumberOfAdults,
    ...priceFields(totals.prices, promotion?.DiscountPercentage ?? null, currency),
    UseOccupancyForRatePlan: plan.useOccupancyForRatePlan,
    MaximumOccupancy: plan.maximumOccupancy,
    MinimumOccupancy: plan.minimumOccupancy,
    AdultMaximumOccupancy: plan.adultMaximumOccupancy,
    ChildMaximumOccupancy: plan.childMaximumOccupancy,
    CanPayByCompanyInvoice: plan.canPayByCompanyInvoice,
    Promotion: promotion,
    MinLengthOfStay: totals.arrivalMinLengthOfStay ?? 1,
    Policy: {
      CancellationPolicy: cancellationPolicy,
      PaymentPolicyConfiguration: paymentPolicyOf(plan),
    },
  };
}

function toRoomType(
  row: RoomTypeRow,
  upgrades: RoomTypeOffer['RoomType']['Upgrades'],
): RoomTypeOffer['RoomType'] {
  return {
    RoomTypeId: row.id,
    RoomTypeCode: row.code,
    Name: row.name,
    Description: row.description,
    ImageUrl: row.imageUrl,
    MaximumOccupancy: row.maximumOccupancy,
    MinimumOccupancy: row.minimumOccupancy,
    AdultMaximumOccupancy: row.adultMaximumOccupancy,
    ChildMaximumOccupancy: row.childMaximumOccupancy,
    Upgrades: upgrades,
  };
}
