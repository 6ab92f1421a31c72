import * as v from 'valibot';
import { EntityRefSchema, IdSchema, QueryIdSchema } from './common.ts';

/**
 * GET /api/RoomTypeDetails/Get?propertyId=&roomTypeId=
 * What a room's details show beyond its search result: every photo and the floor area. Kept out
 * of the availability answer, which Rooms & Rates carries in its first round trip.
 */
export const RoomTypeDetailsQuerySchema = v.object({
  propertyId: EntityRefSchema,
  roomTypeId: v.optional(QueryIdSchema),
});
export type RoomTypeDetailsQuery = v.InferOutput<typeof RoomTypeDetailsQuerySchema>;

/** A photo and what it shows, for guests who cannot see it. */
export const RoomPhotoSchema = v.object({
  Url: v.pipe(v.string(), v.minLength(1)),
  AltText: v.pipe(v.string(), v.minLength(1)),
});
export type RoomPhoto = v.InferOutput<typeof RoomPhotoSchema>;

export const RoomTypeDetailsSchema = v.object({
  RoomTypeId: IdSchema,
  /** In the hotel's order; the first is the room's picture in search results. */
  Photos: v.array(RoomPhotoSchema),
  /** Floor area in m²; null when the hotel has not given it. */
  SizeSquareMetres: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type RoomTypeDetails = v.InferOutput<typeof RoomTypeDetailsSchema>;

/** Every room type of the property (sort order). */
export const RoomTypeDetailsListSchema = v.array(RoomTypeDetailsSchema);
export type RoomTypeDetailsList = v.InferOutput<typeof RoomTypeDetailsListSchema>;
