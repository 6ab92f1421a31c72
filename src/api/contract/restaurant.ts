import * as v from 'valibot';
import { EntityRefSchema, IdNameSchema, IdSchema, IsoDateSchema } from './common.ts';

// Decisions (spec §7 names the parameters): queries carry ids as strings; Availability answers the
// slots with the setup's no-availability text; Create answers 200 with Success false for a refusal
// the guest can act on (the slot was just taken), 400 for bad fields. A confirmation email carries a
// link to cancel (Cancel, with the link's code).

const QueryId = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/, 'Give a numeric id.'),
  v.transform(Number),
  IdSchema,
);
const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `Use at most ${max} characters.`));

export const RestaurantListSchema = v.array(IdNameSchema);

export const RestaurantSetupQuerySchema = v.object({
  propertyId: EntityRefSchema,
  restaurantId: QueryId,
  date: IsoDateSchema,
  isReservation: v.optional(v.string()),
  identifier: v.optional(v.string()),
});

/** Spec §3 Setup. */
export const RestaurantSetupSchema = v.object({
  CurrencySymbol: v.string(),
  MinOnlinePartySize: v.number(),
  MaxOnlinePartySize: v.number(),
  NoAvailabilityText: v.nullable(v.string()),
});
export type RestaurantSetup = v.InferOutput<typeof RestaurantSetupSchema>;

export const RestaurantAvailabilityQuerySchema = v.object({
  propertyId: EntityRefSchema,
  restaurantId: QueryId,
  date: IsoDateSchema,
  partySize: v.pipe(
    v.string(),
    v.regex(/^\d{1,2}$/, 'Choose the party size.'),
    v.transform(Number),
  ),
  currencySymbol: v.optional(v.string()),
});

/** Spec §3 Time slot. */
export const TimeSlotSchema = v.object({
  Time: v.string(),
  Promotions: v.array(v.object({ Id: IdSchema, Name: v.string(), Description: v.string() })),
  IsLeaveTimeRequired: v.boolean(),
});
export type TimeSlot = v.InferOutput<typeof TimeSlotSchema>;

export const RestaurantAvailabilitySchema = v.object({
  TimeSlots: v.array(TimeSlotSchema),
  /** When there are none: why, in the restaurant's words. */
  NoAvailabilityText: v.nullable(v.string()),
});
export type RestaurantAvailability = v.InferOutput<typeof RestaurantAvailabilitySchema>;

/** POST /api/RestaurantBooking/Create (spec §7). */
export const RestaurantCreateRequestSchema = v.object({
  PropertyId: EntityRefSchema,
  RestaurantId: IdSchema,
  RestaurantName: v.optional(v.nullable(text(100)), null),
  VisitTime: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, 'Choose a time.')),
  VisitDate: IsoDateSchema,
  PartySize: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, 'Choose the party size.'),
    v.maxValue(50),
  ),
  SpecialRequests: v.optional(v.nullable(text(500)), null),
  IsReservation: v.optional(v.boolean(), false),
  Identifier: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the name for the booking.'),
    v.maxLength(100),
  ),
  PromotionId: v.optional(v.nullable(IdSchema), null),
  Email: text(254),
  // Checked with the phone rule by the handler, beside the other fields' messages.
  ContactNumber: text(40),
  IsLeaveTimeRequired: v.optional(v.boolean(), false),
});
export type RestaurantCreateRequest = v.InferOutput<typeof RestaurantCreateRequestSchema>;

export const RestaurantCreateResultSchema = v.object({
  Success: v.boolean(),
  BookingReference: v.nullable(v.string()),
  InfoMessage: v.nullable(v.string()),
});
export type RestaurantCreateResult = v.InferOutput<typeof RestaurantCreateResultSchema>;

/** POST /api/RestaurantBooking/Cancel: from the confirmation email's link. */
export const RestaurantCancelRequestSchema = v.object({
  PropertyId: EntityRefSchema,
  BookingReference: v.pipe(v.string(), v.regex(/^TB-[A-Z0-9]{6,12}$/, 'This link is invalid')),
  Code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{10,64}$/, 'This link is invalid')),
});
