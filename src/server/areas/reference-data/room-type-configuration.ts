import { asc, eq } from 'drizzle-orm';
import type {
  RoomTypeConfigurationList,
  RoomTypeConfigurationQuery,
} from '../../../api/contract/room-type-configuration.ts';
import { bedCode, hotelText } from '../../../domain/shared/hotel-texts.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { AppContext } from '../../context.ts';
import { roomConfigurationOptions, roomTypes } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { getHotelTexts, resolvePropertyId } from '../property/index.ts';

type Options = RoomTypeConfigurationList[number] & { readonly RoomTypeCode: string };

/**
 * Room configuration dropdown options per room type of the property, in room type order; with a
 * `locale`, named in it where the hotel translated them.
 */
export async function getRoomTypeConfigurations(
  ctx: AppContext,
  query: RoomTypeConfigurationQuery,
  locale?: Locale,
): Promise<RoomTypeConfigurationList> {
  const propertyId = await resolvePropertyId(ctx, query.propertyId);
  const stored = await loadOptions(ctx, propertyId);
  const texts = locale === undefined ? null : await getHotelTexts(ctx, propertyId, locale);
  const all = stored.map(({ RoomTypeCode, ...entry }) =>
    texts?.size
      ? {
          ...entry,
          DropdownOptions: entry.DropdownOptions.map((option) => ({
            ...option,
            Name: hotelText(texts, 'bed', bedCode(RoomTypeCode, option.Name), 'name', option.Name),
          })),
        }
      : entry,
  );
  if (query.roomTypeId === undefined) return all;
  const one = all.filter((entry) => entry.RoomTypeId === query.roomTypeId);
  if (!one.length) throw new HttpError(404, 'Room type not found');
  return one;
}

function loadOptions(ctx: AppContext, propertyId: number): Promise<Options[]> {
  return ctx.cache.getOrLoad(propertyId, 'roomTypeConfigurations', async () => {
    const rows = await ctx.db
      .select({
        roomTypeId: roomTypes.id,
        roomTypeCode: roomTypes.code,
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
    const byRoomType = new Map<number, Options>();
    for (const row of rows) {
      let entry = byRoomType.get(row.roomTypeId);
      if (!entry)
        byRoomType.set(
          row.roomTypeId,
          (entry = {
            RoomTypeId: row.roomTypeId,
            RoomTypeCode: row.roomTypeCode,
            DropdownOptions: [],
          }),
        );
      if (row.optionId !== null && row.optionName !== null)
        entry.DropdownOptions.push({ Id: row.optionId, Name: row.optionName });
    }
    return [...byRoomType.values()];
  });
}
