import { eq, inArray } from 'drizzle-orm';
import {
  giftVouchers,
  offers,
  promoCodes,
  serviceRatePlans,
  serviceRoomTypes,
  services,
} from '../../db/schema/index.ts';
import { byCode, byName, type ImportContext } from './context.ts';
import { diffByKey } from './diff.ts';
import { extrasInUse } from './in-use.ts';

export async function applyPromoCodes(ctx: ImportContext): Promise<void> {
  const { tx, propertyId } = ctx;
  const existing = await tx.select().from(promoCodes).where(eq(promoCodes.propertyId, propertyId));
  const desired = ctx.file.promoCodes.map((promo) => ({
    code: promo.code,
    description: promo.description,
    ratePlanId: promo.ratePlan === undefined ? null : ctx.ratePlanIds.get(promo.ratePlan)!,
    discountPercentage: promo.discountPercent ?? null,
    validFrom: promo.validFrom ?? null,
    validTo: promo.validTo ?? null,
    active: promo.active,
  }));
  const diff = diffByKey(existing, desired, byCode);
  ctx.report.diff('promo code', diff, byCode);
  if (diff.added.length)
    await tx.insert(promoCodes).values(diff.added.map((row) => ({ propertyId, ...row })));
  for (const { id, row } of diff.changed)
    await tx.update(promoCodes).set(row).where(eq(promoCodes.id, id));
  if (diff.removed.length)
    await tx.delete(promoCodes).where(
      inArray(
        promoCodes.id,
        diff.removed.map((row) => row.id),
      ),
    );
}

/**
 * Gift vouchers by code. The balance is written when a voucher is added; afterwards guests spend
 * it, so the file does not reset it. A voucher left out of the file is switched off, not deleted:
 * redemptions refer to it.
 */
export async function applyGiftVouchers(ctx: ImportContext): Promise<void> {
  const { tx, propertyId } = ctx;
  const currency = ctx.file.property.currency;
  const existing = await tx
    .select()
    .from(giftVouchers)
    .where(eq(giftVouchers.propertyId, propertyId));
  const desired = ctx.file.giftVouchers.map((voucher) => ({
    code: voucher.code,
    currency,
    amount: voucher.amount,
    isExperience: voucher.experience,
    expiresOn: voucher.expires ?? null,
    active: voucher.active,
  }));
  const diff = diffByKey(existing, desired, byCode);
  const balances = new Map(ctx.file.giftVouchers.map((voucher) => [voucher.code, voucher.balance]));
  const held = new Map(existing.map((row) => [row.id, row]));
  const stopped = diff.removed.filter(({ id }) => held.get(id)?.active);
  ctx.report.diff('gift voucher', { ...diff, removed: [] }, byCode);
  for (const { key } of stopped) ctx.report.change(`gift voucher ${key}: switched off`);
  if (diff.added.length)
    await tx.insert(giftVouchers).values(
      diff.added.map((row) => ({
        propertyId,
        ...row,
        balance: balances.get(row.code) ?? row.amount,
      })),
    );
  for (const { id, row } of diff.changed) {
    const balance = Math.min(held.get(id)!.balance, row.amount);
    await tx
      .update(giftVouchers)
      .set({ ...row, balance })
      .where(eq(giftVouchers.id, id));
  }
  if (stopped.length)
    await tx
      .update(giftVouchers)
      .set({ active: false })
      .where(
        inArray(
          giftVouchers.id,
          stopped.map((row) => row.id),
        ),
      );
}

export async function applyOffers(ctx: ImportContext): Promise<void> {
  const { tx, propertyId } = ctx;
  const existing = await tx.select().from(offers).where(eq(offers.propertyId, propertyId));
  const desired = ctx.file.offers.map((offer, sortOrder) => ({
    name: offer.name,
    description: offer.description,
    imageUrl: offer.image ?? null,
    ratePlanCode: offer.ratePlan ?? null,
    promoCode: offer.promoCode?.toUpperCase() ?? null,
    sortOrder,
  }));
  const diff = diffByKey(existing, desired, byName);
  ctx.report.diff('offer', diff, byName);
  if (diff.added.length)
    await tx.insert(offers).values(diff.added.map((row) => ({ propertyId, ...row })));
  for (const { id, row } of diff.changed) await tx.update(offers).set(row).where(eq(offers.id, id));
  if (diff.removed.length)
    await tx.delete(offers).where(
      inArray(
        offers.id,
        diff.removed.map((row) => row.id),
      ),
    );
}

/** Extras by code, with the room types and rate plans they are limited to; one bookings use stays. */
export async function applyExtras(ctx: ImportContext): Promise<void> {
  const { tx, propertyId } = ctx;
  const existing = await tx.select().from(services).where(eq(services.propertyId, propertyId));
  const desired = ctx.file.extras.map((extra, sortOrder) => ({
    code: extra.code,
    name: extra.name,
    description: extra.description,
    imageUrl: extra.image ?? null,
    chargeType: extra.charge,
    chargePerPerson: extra.perPerson,
    allowEditOnBookingEngine: extra.guestCanChange,
    price: extra.price,
    startingInventory: extra.inventory,
    restrictToRoomTypes: extra.roomTypes !== undefined,
    restrictToRatePlans: extra.ratePlans !== undefined,
    sortOrder,
    active: true,
  }));
  const diff = diffByKey(existing, desired, byCode);
  const used = await extrasInUse(
    tx,
    diff.removed.map((row) => row.id),
  );
  for (const { id, key } of diff.removed)
    if (used.has(id))
      ctx.report.refuse(
        `extra ${key}: bookings use it, so it cannot be removed; keep it in the file`,
      );
  ctx.report.diff('extra', diff, byCode);
  const ids = new Map<string, number>();
  for (const { id, row } of [...diff.same, ...diff.changed]) ids.set(row.code, id);
  for (const row of diff.added) {
    const [inserted] = await tx
      .insert(services)
      .values({ propertyId, ...row })
      .returning({ id: services.id });
    ids.set(row.code, inserted!.id);
  }
  for (const { id, row } of diff.changed)
    await tx.update(services).set(row).where(eq(services.id, id));
  const removable = diff.removed.filter((row) => !used.has(row.id)).map((row) => row.id);
  if (removable.length) await tx.delete(services).where(inArray(services.id, removable));
  await applyExtraLimits(ctx, ids);
}

async function applyExtraLimits(
  ctx: ImportContext,
  ids: ReadonlyMap<string, number>,
): Promise<void> {
  const { tx } = ctx;
  const serviceIds = [...ids.values()];
  if (!serviceIds.length) return;
  const key = (serviceId: number, otherId: number) => `${serviceId}:${otherId}`;
  const heldRooms = await tx
    .select()
    .from(serviceRoomTypes)
    .where(inArray(serviceRoomTypes.serviceId, serviceIds));
  const heldPlans = await tx
    .select()
    .from(serviceRatePlans)
    .where(inArray(serviceRatePlans.serviceId, serviceIds));
  const wantedRooms = ctx.file.extras.flatMap((extra) =>
    (extra.roomTypes ?? []).map((code) => ({
      serviceId: ids.get(extra.code)!,
      roomTypeId: ctx.roomTypeIds.get(code)!,
    })),
  );
  const wantedPlans = ctx.file.extras.flatMap((extra) =>
    (extra.ratePlans ?? []).map((code) => ({
      serviceId: ids.get(extra.code)!,
      ratePlanId: ctx.ratePlanIds.get(code)!,
    })),
  );
  const same = (a: string[], b: string[]) => a.sort().join() === b.sort().join();
  if (
    !same(
      heldRooms.map((row) => key(row.serviceId, row.roomTypeId)),
      wantedRooms.map((row) => key(row.serviceId, row.roomTypeId)),
    )
  ) {
    await tx.delete(serviceRoomTypes).where(inArray(serviceRoomTypes.serviceId, serviceIds));
    if (wantedRooms.length) await tx.insert(serviceRoomTypes).values(wantedRooms);
    ctx.report.change('extras’ room types: changed');
  }
  if (
    !same(
      heldPlans.map((row) => key(row.serviceId, row.ratePlanId)),
      wantedPlans.map((row) => key(row.serviceId, row.ratePlanId)),
    )
  ) {
    await tx.delete(serviceRatePlans).where(inArray(serviceRatePlans.serviceId, serviceIds));
    if (wantedPlans.length) await tx.insert(serviceRatePlans).values(wantedPlans);
    ctx.report.change('extras’ rate plans: changed');
  }
}
