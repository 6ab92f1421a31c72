import { isGuestNameValid } from './booker.ts';
import type { GuestName } from '../shared/types.ts';

/** Booking flow steps, a bit-flag set (spec §2). */
export const FlowStep = {
  None: 1,
  RoomTypeSelection: 2,
  RatePlanSelection: 4,
  UpgradeSelection: 8,
  Occupancy: 16,
  Extras: 32,
  BookingSummary: 64,
  PersonalInformation: 128,
  Account: 256,
  AddressDetails: 512,
  PaymentDetails: 1024,
} as const;
export type FlowStep = (typeof FlowStep)[keyof typeof FlowStep];

/** A set of flow steps, e.g. the steps a screen shows or has completed. */
export type FlowStepSet = number;

/** Whether the set holds the step. */
export function hasFlowStep(set: FlowStepSet, step: FlowStep): boolean {
  return (set & step) === step;
}

/** The set with the step added. */
export function withFlowStep(set: FlowStepSet, step: FlowStep): FlowStepSet {
  return set | step;
}

/** The set with the step removed. */
export function withoutFlowStep(set: FlowStepSet, step: FlowStep): FlowStepSet {
  return set & ~step;
}

/** Booking phases (spec §2). */
export const BookingPhase = {
  None: 'None',
  Search: 'Search',
  RoomsAndRates: 'RoomsAndRates',
  Checkout: 'Checkout',
} as const;
export type BookingPhase = (typeof BookingPhase)[keyof typeof BookingPhase];

/** What the flow needs to know of a basket item (spec §3 "Basket item"). */
export interface FlowBasketItem {
  haveSeenUpgrades: boolean;
  haveSeenServices: boolean;
  availableUpgrades?: readonly unknown[] | null;
  leadGuest?: GuestName | null;
  roomConfiguration?: unknown;
}

/** One searched room on its way through the flow. */
export interface FlowRoom {
  /** The basket item once a room type and rate are chosen for this room. */
  item?: FlowBasketItem | null;
  /** A room type picked for this room whose rate is still to choose. */
  pendingRoomTypeId?: number | null;
  /** Whether this room's item has services the guest may select (after the inventory rule). */
  hasSelectableServices?: boolean;
}

export interface NextBookingStep {
  step: FlowStep;
  /** Index of the searched room the step is about; undefined for the summary. */
  roomIndex?: number;
}

/**
 * Spec §5: a room's occupancy details are complete when its lead guest is valid (first and last
 * name) and, when the configuration asks the room configuration question, one is chosen.
 */
export function isRoomDetailsComplete(
  item: FlowBasketItem,
  roomConfigurationRequired = false,
): boolean {
  return (
    isGuestNameValid(item.leadGuest) &&
    (!roomConfigurationRequired || item.roomConfiguration != null)
  );
}

const findRoom = (
  rooms: readonly FlowRoom[],
  needs: (room: FlowRoom) => boolean,
): number | undefined => {
  const index = rooms.findIndex(needs);
  return index === -1 ? undefined : index;
};

/**
 * The next booking step (spec §4): room type selection (or rate plan selection once a room type is
 * picked) for the first room without an item; then upgrade selection for rooms with unseen
 * upgrades (a room without upgrades counts as having seen them); then occupancy for rooms whose
 * details are incomplete; then extras for rooms with selectable services not yet seen; then the
 * booking summary. With no searched rooms there is no step (`None`).
 */
export function nextBookingStep(
  rooms: readonly FlowRoom[],
  options: { roomConfigurationRequired?: boolean } = {},
): NextBookingStep {
  if (rooms.length === 0) return { step: FlowStep.None };
  const unchosen = findRoom(rooms, (room) => room.item == null);
  if (unchosen !== undefined) {
    const step =
      rooms[unchosen]?.pendingRoomTypeId != null
        ? FlowStep.RatePlanSelection
        : FlowStep.RoomTypeSelection;
    return { step, roomIndex: unchosen };
  }
  const items = rooms.flatMap((room) => (room.item ? [room.item] : []));
  const upgrade = items.findIndex(
    (item) => !item.haveSeenUpgrades && (item.availableUpgrades?.length ?? 0) > 0,
  );
  if (upgrade !== -1) return { step: FlowStep.UpgradeSelection, roomIndex: upgrade };
  const occupancy = items.findIndex(
    (item) => !isRoomDetailsComplete(item, options.roomConfigurationRequired),
  );
  if (occupancy !== -1) return { step: FlowStep.Occupancy, roomIndex: occupancy };
  const extras = findRoom(
    rooms,
    (room) => room.hasSelectableServices === true && room.item?.haveSeenServices === false,
  );
  if (extras !== undefined) return { step: FlowStep.Extras, roomIndex: extras };
  return { step: FlowStep.BookingSummary };
}

/** Where the guest goes from the booking summary (spec §2): checkout on desktop, back to the top on mobile. */
export function afterBookingSummary(viewport: 'desktop' | 'mobile'): 'checkout' | 'scrollToTop' {
  return viewport === 'desktop' ? 'checkout' : 'scrollToTop';
}

/** Viewport widths from this one up count as desktop (the spec's 1024 px breakpoint). */
export const DESKTOP_MIN_WIDTH = 1024;

/** The viewport kind of a window width in CSS pixels. */
export function viewportOf(width: number): 'desktop' | 'mobile' {
  return width >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
}
