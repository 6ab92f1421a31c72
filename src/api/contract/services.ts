import * as v from 'valibot';
import { IdSchema, IsoDateSchema, QueryIdSchema } from './common.ts';

/** GET /api/Service/Get query (spec §7). */
export const ServiceQuerySchema = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'propertyId is required')),
  roomTypeId: QueryIdSchema,
  ratePlanId: QueryIdSchema,
  dateOfArrival: IsoDateSchema,
  dateOfDeparture: IsoDateSchema,
  languageCode: v.optional(v.string(), 'en'),
});

/** A priced unit of a service; Quantity is how many units one "add" puts on the room (usually 1). */
export const ArticleSchema = v.object({
  ArticleId: IdSchema,
  Name: v.string(),
  Price: v.pipe(v.number(), v.minValue(0)),
  Quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** An extra (spec §3 Service). The charge rule is spec §9: per stay, per night or per quantity, × guests when per person. */
export const ServiceSchema = v.object({
  ServiceId: IdSchema,
  Code: v.string(),
  Name: v.string(),
  Description: v.string(),
  ImageUrl: v.nullable(v.string()),
  ChargeType: v.picklist(['PerStay', 'PerDay', 'PerQuantity']),
  ChargePerPerson: v.boolean(),
  AllowEditOnBookingEngine: v.boolean(),
  Articles: v.pipe(v.array(ArticleSchema), v.minLength(1)),
});
export type Service = v.InferOutput<typeof ServiceSchema>;

/** Spec §3 Service inventory; null inventory = unlimited. ReservationItems are filled in by the client's basket. */
export const ServiceInventorySchema = v.object({
  ServiceId: IdSchema,
  StartingInventory: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  AvailableInventory: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type ServiceInventory = v.InferOutput<typeof ServiceInventorySchema>;

export const ServiceListSchema = v.object({
  Services: v.array(ServiceSchema),
  InventoryPerServiceId: v.record(v.string(), ServiceInventorySchema),
});
export type ServiceList = v.InferOutput<typeof ServiceListSchema>;
