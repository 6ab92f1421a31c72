import type { Occupancy, OccupancyLimits, RateOccupancyLimits } from '../shared/types.ts';

/** Spec §9: a searched room starts with 1 adult, no children and no infants. */
export const DEFAULT_OCCUPANCY: Readonly<Occupancy> = { adults: 1, children: 0, infants: 0 };

/** Limits with every field resolved: a missing maximum is no limit, a missing minimum is 0. */
export interface ResolvedOccupancyLimits {
  minimum: number;
  maximum: number;
  adultMaximum: number;
  childMaximum: number;
}

const orUnlimited = (value: number | null | undefined): number => value ?? Number.POSITIVE_INFINITY;

/**
 * The limits a room must meet (spec §5): the room type's own, or — when the rate plan uses
 * occupancy — the stricter of room type and rate (smallest maximum, largest minimum).
 */
export function effectiveOccupancyLimits(
  limits: OccupancyLimits,
  rate?: RateOccupancyLimits,
): ResolvedOccupancyLimits {
  const room: ResolvedOccupancyLimits = {
    minimum: limits.MinimumOccupancy ?? 0,
    maximum: orUnlimited(limits.MaximumOccupancy),
    adultMaximum: orUnlimited(limits.AdultMaximumOccupancy),
    childMaximum: orUnlimited(limits.ChildMaximumOccupancy),
  };
  if (!rate?.UseOccupancyForRatePlan) return room;
  return {
    minimum: Math.max(room.minimum, rate.MinimumOccupancy ?? 0),
    maximum: Math.min(room.maximum, orUnlimited(rate.MaximumOccupancy)),
    adultMaximum: Math.min(room.adultMaximum, orUnlimited(rate.AdultMaximumOccupancy)),
    childMaximum: Math.min(room.childMaximum, orUnlimited(rate.ChildMaximumOccupancy)),
  };
}

/** Everyone in the room, infants included: the "total" of spec §5. */
export function totalGuests(occupancy: Occupancy): number {
  return occupancy.adults + occupancy.children + occupancy.infants;
}

/**
 * Spec §5 occupancy rule: the total (adults, children and infants) lies within the minimum and
 * maximum, adults within the adult maximum, adults plus children within the maximum, and children
 * within the child maximum. With a rate that uses occupancy, the stricter limits apply.
 */
export function isOccupancyValid(
  limits: OccupancyLimits,
  occupancy: Occupancy,
  rate?: RateOccupancyLimits,
): boolean {
  const { minimum, maximum, adultMaximum, childMaximum } = effectiveOccupancyLimits(limits, rate);
  const total = totalGuests(occupancy);
  return (
    total >= minimum &&
    total <= maximum &&
    occupancy.adults <= adultMaximum &&
    occupancy.adults + occupancy.children <= maximum &&
    occupancy.children <= childMaximum
  );
}
