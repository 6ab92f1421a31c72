import { serviceItemsPerNight, type ServiceChargeType } from './pricing.ts';

/** Inventory of one extra (spec §3 "Service inventory"). */
export interface ServiceInventory {
  StartingInventory?: number | null;
  /** Items of the service other rooms of this booking hold each night (`serviceItemsPerNight`). */
  ReservationItems?: readonly { Quantity: number }[] | null;
}

/** Used inventory: the sum of quantities held. */
export function usedInventory(inventory: ServiceInventory): number {
  return (inventory.ReservationItems ?? []).reduce((sum, held) => sum + held.Quantity, 0);
}

/**
 * Available inventory: starting minus used, never below 0; unlimited (`Infinity`) when the
 * starting inventory is unset or when the service has no inventory record at all.
 */
export function availableInventory(inventory: ServiceInventory | null | undefined): number {
  if (inventory?.StartingInventory == null) return Number.POSITIVE_INFINITY;
  return Math.max(0, inventory.StartingInventory - usedInventory(inventory));
}

/**
 * Spec §5: a service with zero available inventory is hidden, unless this room already has it
 * (`quantityOnRoom` > 0) so the guest can still see and change it.
 */
export function isServiceShown(
  inventory: ServiceInventory | null | undefined,
  quantityOnRoom: number,
): boolean {
  return availableInventory(inventory) > 0 || quantityOnRoom > 0;
}

/**
 * The largest quantity a room may choose of an extra when `freeItems` are free for it (what it
 * holds already included): as many as fit its guests when sold per item; otherwise one, since a
 * per-stay or per-night price does not grow with quantity.
 */
export function maxServiceQuantity(
  service: { ChargeType: ServiceChargeType; ChargePerPerson: boolean },
  freeItems: number,
  guests: { adults: number; children: number },
): number {
  const perOne = Math.max(1, serviceItemsPerNight(service, { ...guests, quantity: 1 }));
  const fits = Number.isFinite(freeItems)
    ? Math.floor(freeItems / perOne)
    : Number.POSITIVE_INFINITY;
  return service.ChargeType === 'PerQuantity' ? fits : Math.min(1, fits);
}

/** A room's extra as the basket or a reservation holds it (spec §3 "Reservation extra"). */
export interface ReservationExtra {
  /** Added in this session, not yet saved. */
  justAdded?: boolean | null;
  Service?: { AllowEditOnBookingEngine?: boolean | null } | null;
}

/** Spec §3: an extra is editable when just added or when its service allows editing on the booking engine. */
export function isExtraEditable(extra: ReservationExtra): boolean {
  return extra.justAdded === true || extra.Service?.AllowEditOnBookingEngine === true;
}
