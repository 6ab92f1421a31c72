import * as v from 'valibot';
import { IdSchema, IsoDateSchema } from './common.ts';

const Money = v.pipe(v.number(), v.minValue(0));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const NullableCount = v.nullable(Count);

/** One room of a search (spec §7 Availability/Search `Rooms[]`). */
export const SearchRoomSchema = v.object({
  NumberOfAdults: v.pipe(
    v.number('Enter the number of adults.'),
    v.integer(),
    v.minValue(0),
    v.maxValue(20),
  ),
  NumberOfChildren: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)), 0),
  NumberOfInfants: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)), 0),
});
export type SearchRoom = v.InferOutput<typeof SearchRoomSchema>;

/** POST /api/Availability/Search. `PropertyId` takes the numeric id or the property code. */
export const AvailabilitySearchRequestSchema = v.pipe(
  v.object({
    PropertyId: v.union([IdSchema, v.pipe(v.string(), v.minLength(1))], 'PropertyId is required.'),
    LanguageCode: v.optional(v.string(), 'en'),
    PromoCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40))), null),
    RatePlanCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40))), null),
    DateFrom: IsoDateSchema,
    DateTo: IsoDateSchema,
    LocationId: v.optional(v.nullable(IdSchema), null),
    Rooms: v.pipe(v.array(SearchRoomSchema), v.minLength(1, 'Choose at least one room.')),
  }),
  v.forward(
    v.check(
      (input) => input.DateTo > input.DateFrom,
      'The departure date must be after the arrival date.',
    ),
    ['DateTo'],
  ),
);
export type AvailabilitySearchRequest = v.InferInput<typeof AvailabilitySearchRequestSchema>;

/** Payment policy of a rate (spec §3, §9 "Room payment"). */
export const PaymentPolicyConfigurationSchema = v.object({
  /** None: nothing online; AtBooking: % at booking; BeforeArrival: % once arrival is DaysBeforeArrival days away. */
  AutomaticPaymentType: v.picklist(['None', 'AtBooking', 'BeforeArrival']),
  PercentageToCharge: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  DaysBeforeArrival: Count,
});

export const PromotionSchema = v.object({
  Code: v.string(),
  Description: v.string(),
  /** Percentage taken off the Original* figures; null when the code only unlocks a rate. */
  DiscountPercentage: v.nullable(v.number()),
});

/**
 * A rate plan offered for a room type (spec §3 Rate). Every price field is a **stay total**: the
 * sum over the nights of the stay; `Original*` are the same before a promotion.
 */
export const RateSchema = v.object({
  RatePlanId: IdSchema,
  RatePlanCode: v.string(),
  Name: v.string(),
  Description: v.string(),
  IncludedMeal: v.nullable(v.string()),
  BaseRate: Money,
  BaseNumberOfAdults: Count,
  CostPerRoom: Money,
  CostPerAdult: Money,
  CostPerChild: Money,
  CostPerInfant: Money,
  PerPersonCostPerAdult: Money,
  PerPersonCostPerChild: Money,
  PerPersonCostPerInfant: Money,
  OriginalBaseRate: Money,
  OriginalCostPerRoom: Money,
  OriginalCostPerAdult: Money,
  OriginalCostPerChild: Money,
  OriginalCostPerInfant: Money,
  OriginalPerPersonCostPerAdult: Money,
  OriginalPerPersonCostPerChild: Money,
  OriginalPerPersonCostPerInfant: Money,
  UseOccupancyForRatePlan: v.boolean(),
  MaximumOccupancy: NullableCount,
  MinimumOccupancy: NullableCount,
  AdultMaximumOccupancy: NullableCount,
  ChildMaximumOccupancy: NullableCount,
  CanPayByCompanyInvoice: v.boolean(),
  Promotion: v.nullable(PromotionSchema),
  /**
   * The arrival night's minimum stay for this rate (1 = none), for the minimum-stay badge. Decision:
   * the arrival night's rule governs (as in alternative stays); a rate whose minimum is longer than
   * the stay is not offered, so this never exceeds the searched nights.
   */
  MinLengthOfStay: v.pipe(v.number(), v.integer(), v.minValue(1)),
  Policy: v.object({
    CancellationPolicy: v.string(),
    PaymentPolicyConfiguration: PaymentPolicyConfigurationSchema,
  }),
});
export type Rate = v.InferOutput<typeof RateSchema>;

export const RoomTypeUpgradeSchema = v.object({
  RoomTypeId: IdSchema,
  /** The upgrade room type's rates for the same stay (same shape as `Rates`), for eligibility and cost. */
  AvailableRates: v.array(RateSchema),
});

export const RoomTypeSchema = v.object({
  RoomTypeId: IdSchema,
  RoomTypeCode: v.string(),
  Name: v.string(),
  Description: v.string(),
  ImageUrl: v.nullable(v.string()),
  MaximumOccupancy: Count,
  MinimumOccupancy: Count,
  AdultMaximumOccupancy: Count,
  ChildMaximumOccupancy: Count,
  Upgrades: v.array(RoomTypeUpgradeSchema),
});
export type RoomType = v.InferOutput<typeof RoomTypeSchema>;

/** A room type with its rates for the searched dates (spec §3 Room type offer). */
export const RoomTypeOfferSchema = v.object({
  RoomType: RoomTypeSchema,
  Rates: v.array(RateSchema),
  DateFrom: IsoDateSchema,
  DateTo: IsoDateSchema,
  /** Lowest stay price for the first searched room's occupancy; -1 when no rate qualifies. */
  LowestRate: v.number(),
  OriginalLowestRate: v.number(),
});
export type RoomTypeOffer = v.InferOutput<typeof RoomTypeOfferSchema>;

export const AvailabilitySearchResultSchema = v.object({
  RoomTypes: v.array(RoomTypeOfferSchema),
  PromoCodeMessage: v.nullable(v.string()),
  /** null when no promo code was sent. */
  IsPromoCodeValid: v.nullable(v.boolean()),
  HopGiftVoucherCodeMessage: v.nullable(v.string()),
  IsHopGiftVoucherCodeValid: v.nullable(v.boolean()),
  /** Rooms left for the whole stay per room type id (the fewest over the nights). */
  NumberOfRoomsPerRoomTypeId: v.record(v.string(), Count),
  /**
   * Decision: why nothing is offered, in the spec §8 words ("No rooms available on selected dates",
   * "No same day bookings available", "This hotel is unavailable on your selected dates"); null when
   * room types are offered.
   */
  Message: v.nullable(v.string()),
  /**
   * When nothing is offered only because the arrival night asks for a longer stay: the fewest
   * nights that would be sold, so the guest is told why and offered the longer stay.
   */
  MinimumStayNights: v.optional(v.nullable(Count), null),
});
export type AvailabilitySearchResult = v.InferOutput<typeof AvailabilitySearchResultSchema>;
