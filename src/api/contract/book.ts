import * as v from 'valibot';
import { CardPaymentSchema } from './card-payment.ts';
import { IdSchema } from './common.ts';

/** A location of the property a search can be narrowed to (search field `LocationId`). */
export const LocationSchema = v.object({ Id: IdSchema, Name: v.string() });
export type Location = v.InferOutput<typeof LocationSchema>;

/**
 * Decision (shape not shown in the spec): an offer is a marketed package; choosing it searches with
 * its `RatePlanCode` and/or `PromoCode`.
 */
export const OfferSchema = v.object({
  Id: IdSchema,
  Name: v.string(),
  Description: v.string(),
  ImageUrl: v.nullable(v.string()),
  RatePlanCode: v.nullable(v.string()),
  PromoCode: v.nullable(v.string()),
});
export type Offer = v.InferOutput<typeof OfferSchema>;

/** Decision: a reason to book direct shown on the search page. */
export const BookingIncentiveSchema = v.object({
  Id: IdSchema,
  Title: v.string(),
  Description: v.string(),
});
export type BookingIncentive = v.InferOutput<typeof BookingIncentiveSchema>;

export const GiftServiceProviderConfigSchema = v.object({ Active: v.boolean(), Name: v.string() });
export type GiftServiceProviderConfig = v.InferOutput<typeof GiftServiceProviderConfigSchema>;

/** Spec §5: arrivals today are refused from Hour:Minute (hotel time); Message is shown as a warning. */
export const SameDayBookingRestrictionSchema = v.object({
  Enabled: v.boolean(),
  Hour: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(23)),
  Minute: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(59)),
  Message: v.nullable(v.string()),
});
export type SameDayBookingRestriction = v.InferOutput<typeof SameDayBookingRestrictionSchema>;

/**
 * Decision: which restaurant booking back end serves "Book a table"; `None` hides it.
 * `Internal` is the reference API's own restaurant service.
 */
export const RestaurantBookingServiceTypeSchema = v.picklist(['None', 'Internal', 'External']);
export type RestaurantBookingServiceType = v.InferOutput<typeof RestaurantBookingServiceTypeSchema>;

/** GET /api/Book/Config/{id} (spec §3 Book configuration). */
export const BookConfigSchema = v.object({
  PropertyId: IdSchema,
  HidePromoCodeOnLandingPage: v.boolean(),
  Locations: v.array(LocationSchema),
  NoAvailabilityMessage: v.nullable(v.string()),
  MaxNumberOfRoomsOnBooking: v.pipe(v.number(), v.integer(), v.minValue(1)),
  ShowRoomConfigurationQuestion: v.boolean(),
  Offers: v.array(OfferSchema),
  BookingIncentives: v.array(BookingIncentiveSchema),
  GiftServiceProviderConfig: GiftServiceProviderConfigSchema,
  EnableUserChoiceOfPaymentMethod: v.boolean(),
  EnablePayByCompanyInvoice: v.boolean(),
  HasCustomTermsAndConditions: v.boolean(),
  CustomTermsAndConditionsLabel: v.nullable(v.string()),
  CustomTermsAndConditionsText: v.nullable(v.string()),
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: v.boolean(),
  RestaurantBookingServiceActive: v.boolean(),
  /** Restaurant id preselected in "Book a table"; null when none. */
  RestaurantBookingDefaultRestaurant: v.nullable(IdSchema),
  RestaurantBookingServiceType: RestaurantBookingServiceTypeSchema,
  ShowMinimumLengthOfStayNotification: v.boolean(),
  ShowRoomTypeOccupancy: v.boolean(),
  SameDayBookingRestriction: SameDayBookingRestrictionSchema,
  // Spec §5 "Required flags from configuration": which booker fields checkout requires.
  FirstNameRequired: v.boolean(),
  LastNameRequired: v.boolean(),
  EmailRequired: v.boolean(),
  PhoneRequired: v.boolean(),
  CountryRequired: v.boolean(),
  StreetRequired: v.boolean(),
  CityRequired: v.boolean(),
  StateOrCountyRequired: v.boolean(),
  PostCodeRequired: v.boolean(),
  /** Present when the property's provider takes the card in its own fields (checkout). */
  CardPayment: v.optional(CardPaymentSchema),
});
export type BookConfig = v.InferOutput<typeof BookConfigSchema>;
