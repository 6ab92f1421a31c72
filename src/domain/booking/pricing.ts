import { qualifyingRates } from './offers.ts';
import type {
  Occupancy,
  OccupancyLimits,
  OriginalRatePrices,
  Rate,
  RatePrices,
  RoomTypeOffer,
} from '../shared/types.ts';

const n = (value: number | null | undefined): number => value ?? 0;

/**
 * Children charged at `CostPerChild`: all of them, or one fewer when there are no adults
 * (the first child then takes the base rate's place).
 */
function chargedChildren({ adults, children }: Occupancy): number {
  return adults === 0 ? Math.max(0, children - 1) : children;
}

/**
 * Stay total of one rate for one room, unrounded (spec §9 "Room price"): BaseRate + CostPerRoom
 * + CostPerAdult × adults beyond BaseNumberOfAdults + CostPerChild × children (one fewer when
 * there are no adults) + CostPerInfant × infants + the per-person costs × each guest of that kind.
 * A missing component counts as 0.
 */
export function ratePrice(rate: RatePrices, occupancy: Occupancy): number {
  const { adults, children, infants } = occupancy;
  return (
    n(rate.BaseRate) +
    n(rate.CostPerRoom) +
    n(rate.CostPerAdult) * Math.max(0, adults - n(rate.BaseNumberOfAdults)) +
    n(rate.CostPerChild) * chargedChildren(occupancy) +
    n(rate.CostPerInfant) * infants +
    n(rate.PerPersonCostPerAdult) * adults +
    n(rate.PerPersonCostPerChild) * children +
    n(rate.PerPersonCostPerInfant) * infants
  );
}

/** `ratePrice` from the rate's `Original*` fields: the price before any promotion. */
export function originalRatePrice(rate: OriginalRatePrices, occupancy: Occupancy): number {
  return ratePrice(
    {
      BaseRate: rate.OriginalBaseRate,
      BaseNumberOfAdults: rate.BaseNumberOfAdults,
      CostPerRoom: rate.OriginalCostPerRoom,
      CostPerAdult: rate.OriginalCostPerAdult,
      CostPerChild: rate.OriginalCostPerChild,
      CostPerInfant: rate.OriginalCostPerInfant,
      PerPersonCostPerAdult: rate.OriginalPerPersonCostPerAdult,
      PerPersonCostPerChild: rate.OriginalPerPersonCostPerChild,
      PerPersonCostPerInfant: rate.OriginalPerPersonCostPerInfant,
    },
    occupancy,
  );
}

/** The qualifying rate with the lowest `ratePrice` (the first one on a tie), if any. */
export function cheapestRate<R extends Rate>(
  offer: { RoomType: OccupancyLimits; Rates?: readonly R[] | null },
  occupancy: Occupancy,
): R | undefined {
  let best: R | undefined;
  let bestPrice = Number.POSITIVE_INFINITY;
  for (const rate of qualifyingRates(offer, occupancy)) {
    const price = ratePrice(rate, occupancy);
    if (price < bestPrice) {
      best = rate;
      bestPrice = price;
    }
  }
  return best;
}

/** Spec §9: the minimum `ratePrice` over the offer's qualifying rates; -1 when none qualifies. */
export function lowestRate(offer: RoomTypeOffer, occupancy: Occupancy): number {
  const rate = cheapestRate(offer, occupancy);
  return rate ? ratePrice(rate, occupancy) : -1;
}

/**
 * The price before promotion of the rate `lowestRate` picks, so both figures describe the same
 * rate; -1 when none qualifies.
 */
export function originalLowestRate(
  offer: { RoomType: OccupancyLimits; Rates?: readonly (Rate & OriginalRatePrices)[] | null },
  occupancy: Occupancy,
): number {
  const rate = cheapestRate(offer, occupancy);
  return rate ? originalRatePrice(rate, occupancy) : -1;
}

/** How an extra is charged (spec §3 "Service"). */
export type ServiceChargeType = 'PerStay' | 'PerDay' | 'PerQuantity';

/**
 * Charge of one extra for a stay, unrounded (spec §9): Price once per stay, per night or per
 * quantity; multiplied by adults plus children when charged per person.
 */
export function serviceCharge(
  service: { ChargeType: ServiceChargeType; ChargePerPerson: boolean; Price: number },
  stay: { nights: number; adults: number; children: number; quantity: number },
): number {
  return (
    service.Price *
    (service.ChargeType === 'PerDay' ? stay.nights : 1) *
    serviceItemsPerNight(service, stay)
  );
}

/**
 * Items of an extra a room is charged for on each night of its stay, which is also what it takes
 * from a limited extra's inventory (three spa passes sold take three, not one): the
 * quantity when sold per item, otherwise one; for every guest when charged per person.
 */
export function serviceItemsPerNight(
  service: { ChargeType: ServiceChargeType; ChargePerPerson: boolean },
  stay: { adults: number; children: number; quantity: number },
): number {
  return (
    (service.ChargeType === 'PerQuantity' ? stay.quantity : 1) *
    (service.ChargePerPerson ? stay.adults + stay.children : 1)
  );
}
