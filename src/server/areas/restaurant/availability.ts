import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  RestaurantAvailability,
  RestaurantAvailabilityQuerySchema,
  RestaurantSetup,
  RestaurantSetupQuerySchema,
} from '../../../api/contract/restaurant.ts';
import { availableTimes } from '../../../domain/restaurant/restaurant.ts';
import { hotelClock } from '../../../domain/shared/clock.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { restaurantPromotions, restaurantSlotCovers } from '../../db/schema/index.ts';
import { getPropertyRow } from '../property/index.ts';
import { restaurantOf, type RestaurantRow } from './restaurants.ts';

const symbolOf = (currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;

/** GET /api/RestaurantBooking/RestaurantSetup (spec §3 Setup). */
export async function restaurantSetup(
  ctx: AppContext,
  query: v.InferOutput<typeof RestaurantSetupQuerySchema>,
): Promise<RestaurantSetup> {
  const { propertyId, restaurant } = await restaurantOf(ctx, query.propertyId, query.restaurantId);
  const property = await getPropertyRow(ctx, propertyId);
  return {
    CurrencySymbol: symbolOf(property.currency),
    MinOnlinePartySize: restaurant.minOnlinePartySize,
    MaxOnlinePartySize: restaurant.maxOnlinePartySize,
    NoAvailabilityText: restaurant.noAvailabilityText,
  };
}

/** Times still bookable for a party on a date, by the hotel's clock (domain/restaurant availableTimes). */
export async function openTimes(
  db: Executor,
  restaurant: RestaurantRow,
  timeZone: string,
  now: Date,
  date: string,
  partySize: number,
): Promise<string[]> {
  const rows = await db
    .select()
    .from(restaurantSlotCovers)
    .where(
      and(
        eq(restaurantSlotCovers.restaurantId, restaurant.id),
        eq(restaurantSlotCovers.visitDate, date),
      ),
    );
  const clock = hotelClock(now, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return availableTimes(restaurant, {
    date,
    partySize,
    booked: new Map(rows.map((row) => [row.visitTime, row.booked])),
    today: clock.today,
    now: `${pad(clock.hour)}:${pad(clock.minute)}`,
  });
}

/**
 * GET /api/RestaurantBooking/Availability: the slots a party can book on a date (open weekday,
 * covers left after existing bookings, later than now today), with each slot's promotions and
 * whether the table is given for a fixed time; the restaurant's text when there are none.
 */
export async function restaurantAvailability(
  ctx: AppContext,
  query: v.InferOutput<typeof RestaurantAvailabilityQuerySchema>,
): Promise<RestaurantAvailability> {
  const { propertyId, restaurant } = await restaurantOf(ctx, query.propertyId, query.restaurantId);
  const property = await getPropertyRow(ctx, propertyId);
  const inRange =
    query.partySize >= restaurant.minOnlinePartySize &&
    query.partySize <= restaurant.maxOnlinePartySize;
  const times = inRange
    ? await openTimes(ctx.db, restaurant, property.timeZone, ctx.now(), query.date, query.partySize)
    : [];
  const promotions = await ctx.db
    .select()
    .from(restaurantPromotions)
    .where(eq(restaurantPromotions.restaurantId, restaurant.id));
  return {
    TimeSlots: times.map((time) => ({
      Time: time,
      Promotions: promotions
        .filter((promotion) => promotion.timeSlots.includes(time))
        .map((promotion) => ({
          Id: promotion.id,
          Name: promotion.name,
          Description: promotion.description,
        })),
      IsLeaveTimeRequired: restaurant.leaveTimeRequired,
    })),
    NoAvailabilityText: times.length
      ? null
      : (restaurant.noAvailabilityText ?? 'No tables are available online for this date.'),
  };
}
