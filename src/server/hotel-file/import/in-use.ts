import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { reservationExtras, reservationItems, tableBookings } from '../../db/schema/index.ts';

/** Ids among `ids` that some booking refers to (any status: a cancelled booking is still history). */
export async function roomTypesInUse(
  tx: Transaction,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .selectDistinct({ id: reservationItems.roomTypeId })
    .from(reservationItems)
    .where(inArray(reservationItems.roomTypeId, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function ratePlansInUse(
  tx: Transaction,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .selectDistinct({ id: reservationItems.ratePlanId })
    .from(reservationItems)
    .where(inArray(reservationItems.ratePlanId, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function extrasInUse(tx: Transaction, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .selectDistinct({ id: reservationExtras.serviceId })
    .from(reservationExtras)
    .where(inArray(reservationExtras.serviceId, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function restaurantsInUse(
  tx: Transaction,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .selectDistinct({ id: tableBookings.restaurantId })
    .from(tableBookings)
    .where(inArray(tableBookings.restaurantId, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Bed configurations and restaurant promotions a booking chose (deleting them would blank its choice). */
export async function chosenOptions(tx: Transaction, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .selectDistinct({ id: sql<number>`${reservationItems.roomConfigurationOptionId}` })
    .from(reservationItems)
    .where(
      and(
        isNotNull(reservationItems.roomConfigurationOptionId),
        inArray(reservationItems.roomConfigurationOptionId, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function chosenPromotions(
  tx: Transaction,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .selectDistinct({ id: sql<number>`${tableBookings.promotionId}` })
    .from(tableBookings)
    .where(and(isNotNull(tableBookings.promotionId), inArray(tableBookings.promotionId, [...ids])));
  return new Set(rows.map((row) => row.id));
}
