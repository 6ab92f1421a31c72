import { asc, eq } from 'drizzle-orm';
import type {
  RoomTypeDetailsList,
  RoomTypeDetailsQuery,
} from '../../../api/contract/room-type-details.ts';
import type { AppContext } from '../../context.ts';
import { roomTypes } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { resolvePropertyId } from './property.ts';

/** Photos and floor area per room type of the property, in room type order. */
export async function getRoomTypeDetails(
  ctx: AppContext,
  query: RoomTypeDetailsQuery,
): Promise<RoomTypeDetailsList> {
  const propertyId = await resolvePropertyId(ctx, query.propertyId);
  const all = await ctx.cache.getOrLoad(propertyId, 'roomTypeDetails', async () => {
    const rows = await ctx.db
      .select({
        id: roomTypes.id,
        name: roomTypes.name,
        imageUrl: roomTypes.imageUrl,
        photos: roomTypes.photos,
        size: roomTypes.sizeSquareMetres,
      })
      .from(roomTypes)
      .where(eq(roomTypes.propertyId, propertyId))
      .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
    return rows.map((row) => ({
      RoomTypeId: row.id,
      // A room type stored before photos were kept has its picture only, shown as on its card.
      Photos: row.photos.length
        ? row.photos.map((photo) => ({ Url: photo.url, AltText: photo.alt }))
        : row.imageUrl
          ? [{ Url: row.imageUrl, AltText: row.name }]
          : [],
      SizeSquareMetres: row.size,
    }));
  });
  if (query.roomTypeId === undefined) return all;
  const one = all.filter((entry) => entry.RoomTypeId === query.roomTypeId);
  if (!one.length) throw new HttpError(404, 'Room type not found');
  return one;
}
