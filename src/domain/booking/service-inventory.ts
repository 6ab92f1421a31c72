/** Inventory of one extra (spec §3 "Service inventory"). */
export interface ServiceInventory {
  StartingInventory?: number | null;
  /** What reservation items of this booking hold of the service. */
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
export function isServiceShown(inventory: ServiceInventory | null | undefined, quantityOnRoom: number): boolean {
  return availableInventory(inventory) > 0 || quantityOnRoom > 0;
}

/** The most of a service this room may hold: what is free plus what it holds already. */
export function maxServiceQuantity(inventory: ServiceInventory | null | undefined, quantityOnRoom: number): number {
  return availableInventory(inventory) + quantityOnRoom;
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
