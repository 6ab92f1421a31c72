import { eq, inArray } from 'drizzle-orm';
import type { CancellationTerms } from '../../../domain/manage/cancellation-terms.ts';
import {
  ratePlans,
  roomConfigurationOptions,
  roomTypes,
  roomTypeUpgrades,
} from '../../db/schema/index.ts';
import type { RatePlanInput } from '../rate-plans.ts';
import { byCode, byName, type ImportContext } from './context.ts';
import { diffByKey } from './diff.ts';
import { chosenOptions, ratePlansInUse, roomTypesInUse } from './in-use.ts';

/**
 * Room types by code. One that bookings use is never removed: the import is refused instead. The
 * first photo is also the room's picture in search results (`imageUrl`).
 */
export async function applyRoomTypes(
  ctx: ImportContext,
  locationIds: ReadonlyMap<string, number>,
): Promise<void> {
  const { tx, propertyId } = ctx;
  const existing = await tx.select().from(roomTypes).where(eq(roomTypes.propertyId, propertyId));
  const desired = ctx.file.roomTypes.map((room, sortOrder) => ({
    code: room.code,
    locationId: room.location === undefined ? null : (locationIds.get(room.location) ?? null),
    name: room.name,
    description: room.description,
    imageUrl: room.photos[0]!.url,
    photos: room.photos.map(({ url, alt }) => ({ url, alt })),
    sizeSquareMetres: room.size?.squareMetres ?? null,
    minimumOccupancy: room.occupancy.minimum,
    maximumOccupancy: room.occupancy.maximum,
    adultMaximumOccupancy: room.occupancy.adults,
    childMaximumOccupancy: room.occupancy.children,
    inventory: room.rooms,
    sortOrder,
  }));
  const diff = diffByKey(existing, desired, byCode);
  const used = await roomTypesInUse(
    tx,
    diff.removed.map((row) => row.id),
  );
  for (const { id, key } of diff.removed)
    if (used.has(id))
      ctx.report.refuse(
        `room type ${key}: bookings use it, so it cannot be removed; keep it in the file`,
      );
  ctx.report.diff('room type', diff, byCode);
  for (const { id, row } of [...diff.same, ...diff.changed]) ctx.roomTypeIds.set(row.code, id);
  for (const row of diff.added) {
    const [inserted] = await tx
      .insert(roomTypes)
      .values({ propertyId, ...row })
      .returning({ id: roomTypes.id });
    ctx.roomTypeIds.set(row.code, inserted!.id);
  }
  for (const { id, row } of diff.changed)
    await tx.update(roomTypes).set(row).where(eq(roomTypes.id, id));
  const removable = diff.removed.filter((row) => !used.has(row.id)).map((row) => row.id);
  if (removable.length) await tx.delete(roomTypes).where(inArray(roomTypes.id, removable));
  await applyUpgrades(ctx);
  await applyBeds(ctx);
}

async function applyUpgrades(ctx: ImportContext): Promise<void> {
  const ids = [...ctx.roomTypeIds.values()];
  const held = await ctx.tx
    .select()
    .from(roomTypeUpgrades)
    .where(inArray(roomTypeUpgrades.fromRoomTypeId, ids));
  const wanted = ctx.file.roomTypes.flatMap((room) =>
    room.upgradesTo.map((to, sortOrder) => ({
      fromRoomTypeId: ctx.roomTypeIds.get(room.code)!,
      toRoomTypeId: ctx.roomTypeIds.get(to)!,
      sortOrder,
    })),
  );
  const key = (row: { fromRoomTypeId: number; toRoomTypeId: number; sortOrder: number }) =>
    `${row.fromRoomTypeId}>${row.toRoomTypeId}#${row.sortOrder}`;
  if (held.map(key).sort().join() === wanted.map(key).sort().join()) return;
  await ctx.tx.delete(roomTypeUpgrades).where(inArray(roomTypeUpgrades.fromRoomTypeId, ids));
  if (wanted.length) await ctx.tx.insert(roomTypeUpgrades).values(wanted);
  ctx.report.change('room upgrades: changed');
}

/** Bed configurations by room type and name; one a booking chose is kept even when the file drops it. */
async function applyBeds(ctx: ImportContext): Promise<void> {
  const { tx } = ctx;
  const ids = [...ctx.roomTypeIds.values()];
  const existing = (
    await tx
      .select()
      .from(roomConfigurationOptions)
      .where(inArray(roomConfigurationOptions.roomTypeId, ids))
  ).map((row) => ({ ...row, key: `${row.roomTypeId}:${row.name}` }));
  const desired = ctx.file.roomTypes.flatMap((room) =>
    room.beds.map((name, sortOrder) => {
      const roomTypeId = ctx.roomTypeIds.get(room.code)!;
      return { key: `${roomTypeId}:${name}`, roomTypeId, name, sortOrder };
    }),
  );
  const keyOf = (row: Readonly<Record<string, unknown>>) => String(row['key']);
  const diff = diffByKey(existing, desired, keyOf);
  const chosen = await chosenOptions(
    tx,
    diff.removed.map((row) => row.id),
  );
  const removable = diff.removed.filter((row) => !chosen.has(row.id));
  ctx.report.diff('bed configuration', { ...diff, removed: removable }, byName);
  for (const { key: _key, ...row } of diff.added)
    await tx.insert(roomConfigurationOptions).values(row);
  for (const { id, row } of diff.changed) {
    const { key: _key, ...fields } = row;
    await tx
      .update(roomConfigurationOptions)
      .set(fields)
      .where(eq(roomConfigurationOptions.id, id));
  }
  if (removable.length)
    await tx.delete(roomConfigurationOptions).where(
      inArray(
        roomConfigurationOptions.id,
        removable.map((row) => row.id),
      ),
    );
}

function cancellationTermsOf(plan: RatePlanInput): CancellationTerms {
  const { cancellation } = plan;
  if (!cancellation.refundable) return { nonRefundable: true };
  return {
    nonRefundable: false,
    freeUntilDaysBefore: cancellation.freeUntilDaysBefore,
    penalty: cancellation.penalty,
  };
}

/** Rate plans by code; one that bookings use is never removed. */
export async function applyRatePlans(ctx: ImportContext): Promise<void> {
  const { tx, propertyId } = ctx;
  const existing = await tx.select().from(ratePlans).where(eq(ratePlans.propertyId, propertyId));
  const desired = ctx.file.ratePlans.map((plan, sortOrder) => ({
    code: plan.code,
    name: plan.name,
    description: plan.description,
    cancellationPolicy: plan.cancellation.text,
    cancellationTerms: cancellationTermsOf(plan),
    includedMeal: plan.mealPlan ?? null,
    automaticPaymentType: plan.payment.when,
    percentageToCharge: plan.payment.percent,
    daysBeforeArrival: plan.payment.daysBeforeArrival,
    useOccupancyForRatePlan: plan.occupancy !== undefined,
    minimumOccupancy: plan.occupancy?.minimum ?? null,
    maximumOccupancy: plan.occupancy?.maximum ?? null,
    adultMaximumOccupancy: plan.occupancy?.adults ?? null,
    childMaximumOccupancy: plan.occupancy?.children ?? null,
    canPayByCompanyInvoice: plan.companyInvoice,
    promoOnly: plan.promoOnly,
    sortOrder,
  }));
  const diff = diffByKey(existing, desired, byCode);
  const used = await ratePlansInUse(
    tx,
    diff.removed.map((row) => row.id),
  );
  for (const { id, key } of diff.removed)
    if (used.has(id))
      ctx.report.refuse(
        `rate plan ${key}: bookings use it, so it cannot be removed; keep it in the file`,
      );
  ctx.report.diff('rate plan', diff, byCode);
  for (const { id, row } of [...diff.same, ...diff.changed]) ctx.ratePlanIds.set(row.code, id);
  for (const row of diff.added) {
    const [inserted] = await tx
      .insert(ratePlans)
      .values({ propertyId, ...row })
      .returning({ id: ratePlans.id });
    ctx.ratePlanIds.set(row.code, inserted!.id);
  }
  for (const { id, row } of diff.changed)
    await tx.update(ratePlans).set(row).where(eq(ratePlans.id, id));
  const removable = diff.removed.filter((row) => !used.has(row.id)).map((row) => row.id);
  if (removable.length) await tx.delete(ratePlans).where(inArray(ratePlans.id, removable));
}
