import * as v from 'valibot';
import { IdSchema, IsoDateSchema } from './common.ts';

/**
 * GET /api/Availability?propertyId=&fromDate=&toDate=&languageCode= (spec §7): one row per night.
 * The window must lie within 36 months from today (spec §9); outside it is a 400.
 * Decision: the answer is the bare array of day rows.
 */
export const AvailabilityCalendarQuerySchema = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'propertyId is required')),
  fromDate: IsoDateSchema,
  toDate: IsoDateSchema,
  languageCode: v.optional(v.string(), 'en'),
});
export type AvailabilityCalendarQuery = v.InferOutput<typeof AvailabilityCalendarQuerySchema>;

export const DayRateSchema = v.object({
  RatePlanId: IdSchema,
  /** Nights a stay arriving on this date must last for this rate (1 = no restriction). */
  MinLengthOfStay: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Lowest price of one night on this rate, one room at the property's default occupancy, property currency. */
  MinimumRate: v.pipe(v.number(), v.minValue(0)),
});
export type DayRate = v.InferOutput<typeof DayRateSchema>;

export const DayAvailabilitySchema = v.object({
  DateOfStay: IsoDateSchema,
  /** Rooms left across all room types that night. */
  AvailableRooms: v.pipe(v.number(), v.integer(), v.minValue(0)),
  Rates: v.array(DayRateSchema),
});
export type DayAvailability = v.InferOutput<typeof DayAvailabilitySchema>;

export const AvailabilityCalendarSchema = v.array(DayAvailabilitySchema);
export type AvailabilityCalendar = v.InferOutput<typeof AvailabilityCalendarSchema>;
