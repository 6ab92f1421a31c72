import type { IsoDate } from '../../../domain/shared/types.ts';
import type { Executor } from '../../db/client.ts';
import {
  type BookingContext,
  releaseRooms,
  releaseServices,
  serviceHold,
  takeServices,
} from '../booking-core/index.ts';
import type { RoomPlan } from './amendment.ts';

/**
 * Rooms and limited extras leave the nights the change gives up and take the new ones (a sold-out
 * night refuses the whole change).
 */
export async function moveInventory(
  tx: Executor,
  context: BookingContext,
  plans: readonly RoomPlan[],
): Promise<void> {
  const hold = (
    serviceId: number,
    quantity: number,
    dateFrom: IsoDate,
    dateTo: IsoDate,
    item: { adults: number; children: number },
  ) => {
    const row = context.services.get(serviceId)?.row;
    return row
      ? serviceHold(
          row,
          { adults: item.adults, children: item.children, dateFrom, dateTo },
          quantity,
        )
      : { serviceId, quantity, dateFrom, dateTo };
  };
  const released = plans.filter((plan) => plan.cancel);
  await releaseRooms(
    tx,
    released.map((plan) => ({
      roomTypeId: plan.room.item.roomTypeId,
      dateFrom: plan.room.item.dateFrom,
      dateTo: plan.room.item.dateTo,
    })),
  );
  // Limited extras of any room whose stay or extras change are given back and taken again as they will be.
  const touched = plans.filter(
    (plan) =>
      plan.cancel ||
      plan.datesChanged ||
      plan.extrasChanged ||
      plan.roomTypeId !== plan.room.item.roomTypeId,
  );
  await releaseServices(
    tx,
    touched.flatMap((plan) =>
      plan.heldExtras.map((extra) =>
        hold(
          extra.serviceId,
          extra.quantity,
          plan.room.item.dateFrom,
          plan.room.item.dateTo,
          plan.room.item,
        ),
      ),
    ),
  );
  await takeServices(
    tx,
    touched.flatMap((plan) =>
      plan.extras
        .filter((extra) => extra.limited)
        .map((extra) =>
          hold(extra.serviceId, extra.quantity, plan.dateFrom, plan.dateTo, plan.room.item),
        ),
    ),
  );
}
