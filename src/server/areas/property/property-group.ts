import { asc, eq } from 'drizzle-orm';
import type { PropertyGroup } from '../../../api/contract/property-group.ts';
import type { AppContext } from '../../context.ts';
import {
  properties,
  propertyGroupAreas,
  propertyGroupMembers,
  propertyGroups,
} from '../../db/schema/index.ts';
import { propertyGroupNotFound } from '../../http/errors.ts';
import { directoryKey, DIRECTORY, lookupByRef } from './ref.ts';

/** GET /api/PropertyGroup/{id}: the group with its areas and a summary of each member property. */
export async function getPropertyGroup(ctx: AppContext, ref: string): Promise<PropertyGroup> {
  const groupId = await ctx.cache.getOrLoad(DIRECTORY, directoryKey('group', ref), async () => {
    const id = await lookupByRef(ctx.db, propertyGroups, ref);
    if (id === null) throw propertyGroupNotFound();
    return id;
  });
  // Cached in the directory bucket, which every property flush also empties (a group shows its members' data).
  return ctx.cache.getOrLoad(DIRECTORY, `group-body:${groupId}`, () =>
    loadPropertyGroup(ctx, groupId),
  );
}

async function loadPropertyGroup(ctx: AppContext, groupId: number): Promise<PropertyGroup> {
  const [group] = await ctx.db.select().from(propertyGroups).where(eq(propertyGroups.id, groupId));
  if (!group) throw propertyGroupNotFound();
  const [areas, members] = await Promise.all([
    ctx.db
      .select({ Id: propertyGroupAreas.id, Name: propertyGroupAreas.name })
      .from(propertyGroupAreas)
      .where(eq(propertyGroupAreas.groupId, groupId))
      .orderBy(asc(propertyGroupAreas.sortOrder), asc(propertyGroupAreas.id)),
    ctx.db
      .select({
        PropertyId: properties.id,
        PropertyCode: properties.code,
        PropertyName: properties.name,
        PropertyAddress: properties.addressText,
        PropertyImageUrl: properties.imageUrl,
        LogoFileUrl: properties.logoUrl,
        HotelRating: properties.hotelRating,
        Currency: properties.currency,
        AreaId: propertyGroupMembers.areaId,
        TimeZone: properties.timeZone,
      })
      .from(propertyGroupMembers)
      .innerJoin(properties, eq(properties.id, propertyGroupMembers.propertyId))
      .where(eq(propertyGroupMembers.groupId, groupId))
      .orderBy(asc(propertyGroupMembers.sortOrder), asc(properties.id)),
  ]);
  return {
    PropertyGroupId: group.id,
    PropertyGroupCode: group.code,
    PropertyGroupName: group.name,
    LogoFileUrl: group.logoUrl,
    WebsiteUrl: group.websiteUrl,
    PropertyGroupImageUrl: group.imageUrl,
    HidePromoCodeOnLandingPage: group.hidePromoCodeOnLandingPage,
    UseAreaSearch: group.useAreaSearch,
    Areas: areas,
    Properties: members,
    Theme: group.theme,
  };
}
