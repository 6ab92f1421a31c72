import { asc, eq } from 'drizzle-orm';
import type { PaymentPolicyConfiguration } from '../../../domain/shared/types.ts';
import type { AppContext } from '../../context.ts';
import { promoCodes, ratePlans, roomTypes, roomTypeUpgrades } from '../../db/schema/index.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { getHotelTexts, translateRatePlan, translateRoomType } from '../property/index.ts';

export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type RatePlanRow = typeof ratePlans.$inferSelect;

/** A rate plan's payment policy as the domain's payment rule reads it (spec §3 PaymentPolicyConfiguration). */
export const paymentPolicyOf = (plan: RatePlanRow) =>
  ({
    AutomaticPaymentType: plan.automaticPaymentType,
    PercentageToCharge: plan.percentageToCharge,
    DaysBeforeArrival: plan.daysBeforeArrival,
  }) satisfies PaymentPolicyConfiguration;
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/**
 * A property's configuration rows that availability answers are built from. None of them change
 * when rooms are booked, so they are cached with the property (`POST /api/StaticData/{id}/flush`
 * empties them); nightly rates and inventory are never cached.
 */
export interface AvailabilityStatic {
  /** In sort order. */
  readonly roomTypes: readonly RoomTypeRow[];
  /** In sort order. */
  readonly ratePlans: readonly RatePlanRow[];
  /** Upgrade room type ids per room type id, in the upgrade's sort order. */
  readonly upgradesFrom: ReadonlyMap<number, readonly number[]>;
  readonly promoCodes: readonly PromoCodeRow[];
}

/**
 * With a `locale`, room type and rate plan names, descriptions, meal plans and cancellation texts
 * are the hotel's translations where it gave them (cached per language); without one, as stored.
 */
export function getAvailabilityStatic(
  ctx: AppContext,
  propertyId: number,
  locale?: Locale,
): Promise<AvailabilityStatic> {
  if (locale === undefined) return loadStatic(ctx, propertyId);
  return ctx.cache.getOrLoad(propertyId, `availabilityStatic:${locale}`, async () => {
    const [statics, texts] = await Promise.all([
      loadStatic(ctx, propertyId),
      getHotelTexts(ctx, propertyId, locale),
    ]);
    if (!texts.size) return statics;
    return {
      ...statics,
      roomTypes: statics.roomTypes.map((row) => translateRoomType(row, texts)),
      ratePlans: statics.ratePlans.map((row) => translateRatePlan(row, texts)),
    };
  });
}

function loadStatic(ctx: AppContext, propertyId: number): Promise<AvailabilityStatic> {
  return ctx.cache.getOrLoad(propertyId, 'availabilityStatic', async () => {
    const [roomRows, planRows, upgradeRows, promoRows] = await Promise.all([
      ctx.db
        .select()
        .from(roomTypes)
        .where(eq(roomTypes.propertyId, propertyId))
        .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id)),
      ctx.db
        .select()
        .from(ratePlans)
        .where(eq(ratePlans.propertyId, propertyId))
        .orderBy(asc(ratePlans.sortOrder), asc(ratePlans.id)),
      ctx.db
        .select({ from: roomTypeUpgrades.fromRoomTypeId, to: roomTypeUpgrades.toRoomTypeId })
        .from(roomTypeUpgrades)
        .innerJoin(roomTypes, eq(roomTypes.id, roomTypeUpgrades.fromRoomTypeId))
        .where(eq(roomTypes.propertyId, propertyId))
        .orderBy(asc(roomTypeUpgrades.sortOrder), asc(roomTypeUpgrades.toRoomTypeId)),
      ctx.db.select().from(promoCodes).where(eq(promoCodes.propertyId, propertyId)),
    ]);
    const upgradesFrom = new Map<number, number[]>();
    for (const { from, to } of upgradeRows) {
      const list = upgradesFrom.get(from);
      if (list) list.push(to);
      else upgradesFrom.set(from, [to]);
    }
    return { roomTypes: roomRows, ratePlans: planRows, upgradesFrom, promoCodes: promoRows };
  });
}
