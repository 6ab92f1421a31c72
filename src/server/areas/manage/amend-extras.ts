import type { ItemChange } from '../../../api/contract/manage-booking.ts';
import type { BookingContext, ReservationRoomDetails } from '../booking-core/index.ts';
import type { ExtraState } from './amendment.ts';
import { refuse } from './refuse.ts';

/** The extras a room should have: the guest's list where given (spec §6: only editable ones may change), else what it has. */
export function desiredExtras(
  context: BookingContext,
  room: ReservationRoomDetails,
  wanted: ItemChange['Services'],
): Omit<ExtraState, 'totalCost'>[] {
  const current = room.extras.map((extra) => ({
    serviceId: extra.serviceId,
    name: extra.name,
    quantity: extra.quantity,
    limited: context.services.get(extra.serviceId)?.row.startingInventory != null,
  }));
  if (wanted === undefined) return current;
  const result: Omit<ExtraState, 'totalCost'>[] = [];
  const seen = new Set<number>();
  for (const { ServiceId, Quantity } of wanted) {
    if (seen.has(ServiceId)) refuse(400, 'Each extra may be listed once per room.');
    seen.add(ServiceId);
    const definition = context.services.get(ServiceId);
    const before = current.find((extra) => extra.serviceId === ServiceId);
    if (!definition) {
      if (before && before.quantity === Quantity) result.push(before);
      else refuse(400, 'This extra is no longer offered.');
      continue;
    }
    const { row } = definition;
    const fits =
      (!definition.roomTypeIds.size || definition.roomTypeIds.has(room.item.roomTypeId)) &&
      (!definition.ratePlanIds.size || definition.ratePlanIds.has(room.item.ratePlanId));
    if (!before && !fits && Quantity > 0)
      refuse(400, `${row.name} is not available with this room.`);
    if (before && !row.allowEditOnBookingEngine && before.quantity !== Quantity)
      refuse(403, `${row.name} cannot be changed online. Please contact the hotel.`);
    if (Quantity > 0)
      result.push({
        serviceId: ServiceId,
        name: row.name,
        quantity: Quantity,
        limited: row.startingInventory !== null,
      });
  }
  for (const before of current) {
    if (seen.has(before.serviceId)) continue;
    const definition = context.services.get(before.serviceId);
    if (definition && !definition.row.allowEditOnBookingEngine)
      refuse(403, `${before.name} cannot be changed online. Please contact the hotel.`);
  }
  return result;
}

/** Whether the room keeps the extras it has. */
export const sameExtras = (
  room: ReservationRoomDetails,
  extras: readonly Omit<ExtraState, 'totalCost'>[],
) =>
  extras.length === room.extras.length &&
  extras.every((extra) =>
    room.extras.some((old) => old.serviceId === extra.serviceId && old.quantity === extra.quantity),
  );
