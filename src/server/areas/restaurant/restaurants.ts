import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { restaurants } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { resolvePropertyId } from '../property/index.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;

/** GET /api/RestaurantBooking/Restaurants: the property's restaurants that take online bookings. */
export async function listRestaurants(
  ctx: AppContext,
  ref: string,
): Promise<{ Id: number; Name: string }[]> {
  const propertyId = await resolvePropertyId(ctx, ref);
  return ctx.db
    .select({ Id: restaurants.id, Name: restaurants.name })
    .from(restaurants)
    .where(eq(restaurants.propertyId, propertyId))
    .orderBy(asc(restaurants.sortOrder), asc(restaurants.id));
}

/** One of the property's restaurants; 404 for another property's or an unknown one. */
export async function restaurantOf(
  ctx: AppContext,
  ref: string,
  restaurantId: number,
): Promise<{ propertyId: number; restaurant: RestaurantRow }> {
  const propertyId = await resolvePropertyId(ctx, ref);
  const [restaurant] = await ctx.db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), eq(restaurants.propertyId, propertyId)));
  if (!restaurant) throw new HttpError(404, 'Restaurant not found');
  return { propertyId, restaurant };
}
