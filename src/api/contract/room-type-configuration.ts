import * as v from 'valibot';
import { EntityRefSchema, IdSchema, QueryIdSchema } from './common.ts';

/**
 * GET /api/RoomTypeConfiguration/Get?propertyId=&roomTypeId=
 * Decision (query not shown): `propertyId` (code or numeric id) required; `roomTypeId` narrows to one room type.
 */
export const RoomTypeConfigurationQuerySchema = v.object({
  propertyId: EntityRefSchema,
  roomTypeId: v.optional(QueryIdSchema),
});
export type RoomTypeConfigurationQuery = v.InferOutput<typeof RoomTypeConfigurationQuerySchema>;

/** One answer to "how would you like the room set up?"; its Id is sent as `RoomConfigurationDropdownOptionId`. */
export const RoomConfigurationDropdownOptionSchema = v.object({ Id: IdSchema, Name: v.string() });
export type RoomConfigurationDropdownOption = v.InferOutput<
  typeof RoomConfigurationDropdownOptionSchema
>;

export const RoomTypeConfigurationSchema = v.object({
  RoomTypeId: IdSchema,
  DropdownOptions: v.array(RoomConfigurationDropdownOptionSchema),
});
export type RoomTypeConfiguration = v.InferOutput<typeof RoomTypeConfigurationSchema>;

/** Every room type of the property (sort order), including those without options (empty list). */
export const RoomTypeConfigurationListSchema = v.array(RoomTypeConfigurationSchema);
export type RoomTypeConfigurationList = v.InferOutput<typeof RoomTypeConfigurationListSchema>;
