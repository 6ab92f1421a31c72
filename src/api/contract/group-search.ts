import * as v from 'valibot';
import { CurrencyCodeSchema, EntityRefSchema, IdSchema, IsoDateSchema } from './common.ts';
import { SearchRoomSchema } from './availability-search.ts';

// Decisions (spec §7 names the calls, not their payloads): a group search answers one line per
// member property with its lowest total for the whole stay and party (VAT included), in the
// property's currency and in the group's display currency, or why it has none.

const searchFields = {
  PropertyGroupId: EntityRefSchema,
  LanguageCode: v.optional(v.string(), 'en'),
  PromoCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40))), null),
  DateFrom: IsoDateSchema,
  DateTo: IsoDateSchema,
  Rooms: v.pipe(
    v.array(SearchRoomSchema),
    v.minLength(1, 'Choose at least one room.'),
    v.maxLength(8, 'Choose at most 8 rooms.'),
  ),
};
const DEPARTURE_AFTER_ARRIVAL = 'The departure date must be after the arrival date.';

/** POST /api/Availability/SearchPropertyGroup: every member property, or those of one area. */
export const GroupSearchRequestSchema = v.pipe(
  v.object({ ...searchFields, AreaId: v.optional(v.nullable(IdSchema), null) }),
  v.forward(
    v.check((input) => input.DateTo > input.DateFrom, DEPARTURE_AFTER_ARRIVAL),
    ['DateTo'],
  ),
);
export type GroupSearchRequest = v.InferOutput<typeof GroupSearchRequestSchema>;

/** POST /api/Availability/SearchPropertyGroupAreaAvailability: the properties of one area. */
export const GroupAreaSearchRequestSchema = v.pipe(
  v.object({ ...searchFields, AreaId: IdSchema }),
  v.forward(
    v.check((input) => input.DateTo > input.DateFrom, DEPARTURE_AFTER_ARRIVAL),
    ['DateTo'],
  ),
);

export const GroupPropertyResultSchema = v.object({
  PropertyId: IdSchema,
  PropertyCode: v.string(),
  PropertyName: v.string(),
  PropertyAddress: v.nullable(v.string()),
  PropertyImageUrl: v.nullable(v.string()),
  HotelRating: v.nullable(v.number()),
  AreaId: v.nullable(IdSchema),
  AreaName: v.nullable(v.string()),
  Available: v.boolean(),
  /** In the property's own currency (what it charges). */
  Currency: CurrencyCodeSchema,
  TotalCost: v.nullable(v.number()),
  FromPerNight: v.nullable(v.number()),
  /** In the group's display currency. */
  DisplayTotalCost: v.nullable(v.number()),
  DisplayFromPerNight: v.nullable(v.number()),
  /** The fewest rooms left of the types priced (shown when few). */
  RoomsLeft: v.nullable(v.number()),
  /** Why there is nothing to book, when there is not. */
  Reason: v.nullable(v.string()),
});
export type GroupPropertyResult = v.InferOutput<typeof GroupPropertyResultSchema>;

export const GroupSearchResultSchema = v.object({
  PropertyGroupId: IdSchema,
  DisplayCurrency: CurrencyCodeSchema,
  Nights: v.number(),
  /** Cheapest first; properties with nothing to book last. */
  Properties: v.array(GroupPropertyResultSchema),
  PromoCodeMessage: v.nullable(v.string()),
  IsPromoCodeValid: v.nullable(v.boolean()),
});
export type GroupSearchResult = v.InferOutput<typeof GroupSearchResultSchema>;

/** POST /api/Availability/CheckPromoCodeGroup (spec §7: propertyGroupId, promoCode). */
export const CheckPromoCodeGroupRequestSchema = v.object({
  propertyGroupId: EntityRefSchema,
  promoCode: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter a promo code.'), v.maxLength(40)),
});
export const CheckPromoCodeGroupResultSchema = v.object({
  IsValid: v.boolean(),
  Message: v.nullable(v.string()),
  /** The member properties where the code applies. */
  PropertyIds: v.array(IdSchema),
});
