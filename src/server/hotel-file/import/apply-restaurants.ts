import { eq, inArray } from 'drizzle-orm';
import { properties, restaurantPromotions, restaurants } from '../../db/schema/index.ts';
import { WEEKDAYS } from '../fields.ts';
import { byName, type ImportContext } from './context.ts';
import { diffByKey } from './diff.ts';
import { chosenPromotions, restaurantsInUse } from './in-use.ts';

/** Restaurants by name; one with table bookings is never removed. The first is the default. */
export async function applyRestaurants(ctx: ImportContext): Promise<void> {
  const { tx, propertyId } = ctx;
  const existing = await tx
    .select()
    .from(restaurants)
    .where(eq(restaurants.propertyId, propertyId));
  const desired = ctx.file.restaurants.map((restaurant, sortOrder) => ({
    name: restaurant.name,
    minOnlinePartySize: restaurant.partySize.min,
    maxOnlinePartySize: restaurant.partySize.max,
    noAvailabilityText: restaurant.noAvailabilityText ?? null,
    timeSlots: restaurant.slots,
    sortOrder,
    coversPerSlot: restaurant.coversPerSlot,
    closedWeekdays: restaurant.closedOn.map((day) => WEEKDAYS.indexOf(day)),
    leaveTimeRequired: restaurant.leaveTimeRequired,
  }));
  const diff = diffByKey(existing, desired, byName);
  const used = await restaurantsInUse(
    tx,
    diff.removed.map((row) => row.id),
  );
  for (const { id, key } of diff.removed)
    if (used.has(id))
      ctx.report.refuse(`restaurant ${key}: it has table bookings, so it cannot be removed`);
  ctx.report.diff('restaurant', diff, byName);
  const ids = new Map<string, number>();
  for (const { id, row } of [...diff.same, ...diff.changed]) ids.set(row.name, id);
  for (const row of diff.added) {
    const [inserted] = await tx
      .insert(restaurants)
      .values({ propertyId, ...row })
      .returning({ id: restaurants.id });
    ids.set(row.name, inserted!.id);
  }
  for (const { id, row } of diff.changed)
    await tx.update(restaurants).set(row).where(eq(restaurants.id, id));
  const removable = diff.removed.filter((row) => !used.has(row.id)).map((row) => row.id);
  if (removable.length) await tx.delete(restaurants).where(inArray(restaurants.id, removable));
  await applyPromotions(ctx, ids);
  await applyDefaultRestaurant(
    ctx,
    ctx.file.restaurants[0] ? ids.get(ctx.file.restaurants[0].name)! : null,
  );
}

async function applyPromotions(
  ctx: ImportContext,
  ids: ReadonlyMap<string, number>,
): Promise<void> {
  const { tx } = ctx;
  const restaurantIds = [...ids.values()];
  if (!restaurantIds.length) return;
  const existing = (
    await tx
      .select()
      .from(restaurantPromotions)
      .where(inArray(restaurantPromotions.restaurantId, restaurantIds))
  ).map((row) => ({ ...row, key: `${row.restaurantId}:${row.name}` }));
  const desired = ctx.file.restaurants.flatMap((restaurant) =>
    restaurant.promotions.map((promotion) => {
      const restaurantId = ids.get(restaurant.name)!;
      return {
        key: `${restaurantId}:${promotion.name}`,
        restaurantId,
        name: promotion.name,
        description: promotion.description,
        timeSlots: promotion.slots,
      };
    }),
  );
  const diff = diffByKey(existing, desired, (row) => String(row['key']));
  const chosen = await chosenPromotions(
    tx,
    diff.removed.map((row) => row.id),
  );
  const removable = diff.removed.filter((row) => !chosen.has(row.id));
  ctx.report.diff('restaurant promotion', { ...diff, removed: removable }, byName);
  for (const { key: _key, ...row } of diff.added) await tx.insert(restaurantPromotions).values(row);
  for (const { id, row } of diff.changed) {
    const { key: _key, ...fields } = row;
    await tx.update(restaurantPromotions).set(fields).where(eq(restaurantPromotions.id, id));
  }
  if (removable.length)
    await tx.delete(restaurantPromotions).where(
      inArray(
        restaurantPromotions.id,
        removable.map((row) => row.id),
      ),
    );
}

async function applyDefaultRestaurant(
  ctx: ImportContext,
  restaurantId: number | null,
): Promise<void> {
  const [row] = await ctx.tx
    .select({ settings: properties.bookSettings })
    .from(properties)
    .where(eq(properties.id, ctx.propertyId));
  if (!row || row.settings.RestaurantBookingDefaultRestaurant === restaurantId) return;
  await ctx.tx
    .update(properties)
    .set({ bookSettings: { ...row.settings, RestaurantBookingDefaultRestaurant: restaurantId } })
    .where(eq(properties.id, ctx.propertyId));
}
