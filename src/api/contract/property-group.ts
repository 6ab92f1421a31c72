import * as v from 'valibot';
import { CurrencyCodeSchema, IdSchema, ThemeSchema } from './common.ts';

/** Decision: an area is `{ Id, Name }`; properties name their area by `AreaId`. */
export const AreaSchema = v.object({ Id: IdSchema, Name: v.string() });
export type Area = v.InferOutput<typeof AreaSchema>;

/** Decision: a group lists a summary of each member property, enough to render the group search. */
export const PropertyGroupPropertySchema = v.object({
  PropertyId: IdSchema,
  PropertyCode: v.string(),
  PropertyName: v.string(),
  PropertyAddress: v.string(),
  PropertyImageUrl: v.nullable(v.string()),
  LogoFileUrl: v.nullable(v.string()),
  HotelRating: v.nullable(v.number()),
  Currency: CurrencyCodeSchema,
  AreaId: v.nullable(IdSchema),
  /**
   * Decision: the member's IANA time zone, so the group's search offers dates from the earliest
   * member's today. Optional: a hotel API may not send it (its members then count as UTC−12).
   */
  TimeZone: v.optional(v.string()),
});
export type PropertyGroupProperty = v.InferOutput<typeof PropertyGroupPropertySchema>;

/** GET /api/PropertyGroup/{id} (spec §3 Property group). */
export const PropertyGroupSchema = v.object({
  PropertyGroupId: IdSchema,
  PropertyGroupCode: v.string(),
  PropertyGroupName: v.string(),
  LogoFileUrl: v.nullable(v.string()),
  WebsiteUrl: v.nullable(v.string()),
  PropertyGroupImageUrl: v.nullable(v.string()),
  HidePromoCodeOnLandingPage: v.boolean(),
  UseAreaSearch: v.boolean(),
  Areas: v.array(AreaSchema),
  Properties: v.array(PropertyGroupPropertySchema),
  Theme: ThemeSchema,
});
export type PropertyGroup = v.InferOutput<typeof PropertyGroupSchema>;
