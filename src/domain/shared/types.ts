/**
 * Structural input shapes of the domain rules. Field names follow the API (PascalCase, spec §3);
 * local UI state (basket items, forms) is camelCase as the spec writes it. Every shape lists only
 * what a rule reads, with optional/nullable fields where the API may omit them, so the contract
 * types satisfy them without casts.
 */

/** A hotel-local calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

/** Guests in one room. */
export interface Occupancy {
  adults: number;
  children: number;
  infants: number;
}

/** Occupancy limits of a room type (spec §5). A missing maximum means no limit, a missing minimum 0. */
export interface OccupancyLimits {
  MinimumOccupancy?: number | null;
  MaximumOccupancy?: number | null;
  AdultMaximumOccupancy?: number | null;
  ChildMaximumOccupancy?: number | null;
}

/** Occupancy limits of a rate plan; they apply only when `UseOccupancyForRatePlan` is true. */
export interface RateOccupancyLimits extends OccupancyLimits {
  UseOccupancyForRatePlan?: boolean | null;
}

/** Price components of a rate (spec §3 "Rate"); a missing component counts as 0. */
export interface RatePrices {
  BaseRate?: number | null;
  BaseNumberOfAdults?: number | null;
  CostPerRoom?: number | null;
  CostPerAdult?: number | null;
  CostPerChild?: number | null;
  CostPerInfant?: number | null;
  PerPersonCostPerAdult?: number | null;
  PerPersonCostPerChild?: number | null;
  PerPersonCostPerInfant?: number | null;
}

/** The same components before a promotion (spec §3 "an Original variant of each"). */
export interface OriginalRatePrices {
  OriginalBaseRate?: number | null;
  BaseNumberOfAdults?: number | null;
  OriginalCostPerRoom?: number | null;
  OriginalCostPerAdult?: number | null;
  OriginalCostPerChild?: number | null;
  OriginalCostPerInfant?: number | null;
  OriginalPerPersonCostPerAdult?: number | null;
  OriginalPerPersonCostPerChild?: number | null;
  OriginalPerPersonCostPerInfant?: number | null;
}

/**
 * When the rate's payment is taken (spec §9 "Room payment"):
 * - `None`: nothing is charged online,
 * - `AtBooking`: `PercentageToCharge` % is charged when the booking is made,
 * - `BeforeArrival`: `PercentageToCharge` % is charged once arrival is `DaysBeforeArrival` days
 *   away or closer (charged at booking when the booking is made inside that window).
 */
export const AutomaticPaymentType = {
  None: 'None',
  AtBooking: 'AtBooking',
  BeforeArrival: 'BeforeArrival',
} as const;
export type AutomaticPaymentType = (typeof AutomaticPaymentType)[keyof typeof AutomaticPaymentType];

export interface PaymentPolicyConfiguration {
  AutomaticPaymentType?: AutomaticPaymentType | null;
  PercentageToCharge?: number | null;
  DaysBeforeArrival?: number | null;
}

export interface RatePolicy {
  Policy?: { PaymentPolicyConfiguration?: PaymentPolicyConfiguration | null } | null;
}

/** The rate fields that decide price and qualification. */
export interface Rate extends RatePrices, RateOccupancyLimits {
  RatePlanId: number;
}

/** A room type with its upgrade options (spec §3 "Room type offer"). */
export interface RoomType extends OccupancyLimits {
  RoomTypeId: number;
  Upgrades?: readonly UpgradeOption[] | null;
}

/** An upgrade the room type offers: the better room type and its rates for the same stay. */
export interface UpgradeOption {
  RoomTypeId: number;
  AvailableRates?: readonly Rate[] | null;
}

export interface RoomTypeOffer {
  RoomType: RoomType;
  Rates?: readonly Rate[] | null;
}

/** Rooms left per room type id, as `NumberOfRoomsPerRoomTypeId` (JSON keys are strings). */
export type RoomsPerRoomType = Readonly<Record<string, number>>;

/** A person's name, as guests are held locally and sent. */
export interface GuestName {
  FirstName?: string | null;
  LastName?: string | null;
}
