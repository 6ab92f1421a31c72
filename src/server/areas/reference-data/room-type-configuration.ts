import { asc, eq } from 'drizzle-orm';
import type {
  RoomTypeConfigurationList,
  RoomTypeConfigurationQuery,
} from '../../../api/contract/room-type-configuration.ts';
import type { AppContext } from '../../context.ts';
import { roomConfigurationOptions, roomTypes } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { resolvePropertyId } from '../property/index.ts';

/** Room configuration dropdown options per room type of the property, in room type order. */
export async function getRoomTypeConfigurations(
  ctx: AppContext,
  query: RoomTypeConfigurationQuery,
): Promise<RoomTypeConfigurationList> {
  const propertyId = await resolvePropertyId(ctx, query.propertyId);
  const all = await ctx.cache.getOrLoad(propertyId, 'roomTypeConfigurations', async () => {
    const rows = await ctx.db
      .select({
        roomTypeId: roomTypes.id,
        optionId: roomConfigurationOptions.id,
        optionName: roomConfigurationOptions.name,
      })
      .from(roomTypes)
      .leftJoin(roomConfigurationOptions, eq(roomConfigurationOptions.roomTypeId, roomTypes.id))
      .where(eq(roomTypes.propertyId, propertyId))
      .orderBy(
        asc(roomTypes.sortOrder),
        asc(roomTypes.id),
        asc(roomConfigurationOptions.sortOrder),
        asc(roomConfigurationOptions.id),
      );
    const byRoomType = new Map<number, RoomTypeConfigurationList[number]>();
    for (const row of rows) {
      let entry = byRoomType.get(row.roomTypeId);
      if (!entry)
        byRoomType.set(
          row.roomTypeId,
          (entry = { RoomTypeId: row.roomTypeId, DropdownOptions: [] }),
        );
      if (row.optionId !== null && row.optionName !== null)
        entry.DropdownOptions.push({ Id: row.optionId, Name: row.optionName });
    }
    return [...byRoomType.values()];
  });
  if (query.roomTypeId === undefined) return all;
  const one = all.filter((entry) => entry.RoomTypeId === query.roomTypeId);
  if (!one.length) throw new HttpError(404, 'Room type not found');
  return one;
}
