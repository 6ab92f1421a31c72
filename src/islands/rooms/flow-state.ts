import type { RoomTypeOffer } from '../../api/contract/availability-search.ts';
import { takeRoom } from '../../domain/booking/basket.ts';
import {
  FlowStep,
  nextBookingStep,
  type FlowRoom,
  type NextBookingStep,
} from '../../domain/booking/flow.ts';
import { upgradeChoices, type UpgradeChoice } from '../../domain/booking/upgrades.ts';
import type { Basket, BasketItem } from '../../stores/basket.ts';

/** Rooms still free per room type once the basket's rooms are taken (spec §4 basket counts). */
export function roomsLeft(
  counts: Readonly<Record<string, number>>,
  items: readonly (BasketItem | null)[],
  except?: number,
): Record<string, number> {
  return items.reduce<Record<string, number>>(
    (left, item, index) =>
      item && index !== except ? (takeRoom(left, item.roomTypeId) ?? left) : left,
    { ...counts },
  );
}

/**
 * The basket the page draws for its search: the stored one once it holds a choice for this search,
 * otherwise the server's own object. A basket that only says "nothing chosen yet" (a first visit,
 * or the guest chose again) draws what the server drew, so it must not re-render the rooms: the
 * same object tells React so.
 */
export function shownBasket(stored: Basket, server: Basket): Basket {
  const forThisSearch =
    stored.propertyCode === server.propertyCode &&
    stored.searchKey === server.searchKey &&
    stored.items.length === server.items.length;
  const nothingChosen = stored.removed.length === 0 && stored.items.every((item) => item === null);
  return forThisSearch && !nothingChosen ? stored : server;
}

/** What the page knows of each chosen room beyond the basket: upgrades it could take, extras it could have. */
export type RoomFacts = {
  /** How many upgrades this room could take now. */
  upgrades: (index: number, item: BasketItem) => number;
  /** Whether it has extras to choose from (true while they are still loading). */
  hasExtras: (index: number, item: BasketItem) => boolean;
};

const NO_FACTS: RoomFacts = { upgrades: () => 0, hasExtras: () => false };

/**
 * The booking step the basket is at (spec §4), from the domain's flow rule. Rooms the guest removed
 * are out of the flow; with every room removed the summary shows the empty basket.
 */
export function currentStep(
  items: readonly (BasketItem | null)[],
  removed: readonly number[] = [],
  facts: RoomFacts = NO_FACTS,
): NextBookingStep {
  const kept = items.flatMap((item, index) => (removed.includes(index) ? [] : [{ item, index }]));
  if (kept.length === 0) return { step: FlowStep.BookingSummary };
  const rooms: FlowRoom[] = kept.map(({ item, index }) => ({
    item: item
      ? { ...item, availableUpgrades: Array.from({ length: facts.upgrades(index, item) }) }
      : null,
    hasSelectableServices: item ? facts.hasExtras(index, item) : false,
  }));
  const next = nextBookingStep(rooms);
  return next.roomIndex === undefined
    ? next
    : { ...next, roomIndex: kept[next.roomIndex]?.index ?? next.roomIndex };
}

/** The upgrades a booked room can take (spec §5 upgrade eligibility), cheapest difference first. */
export function upgradesFor(
  item: Pick<
    BasketItem,
    'roomTypeId' | 'rate' | 'numberOfAdults' | 'numberOfChildren' | 'numberOfInfants'
  >,
  roomCost: number,
  offers: readonly RoomTypeOffer[],
  left: Readonly<Record<string, number>>,
): UpgradeChoice[] {
  const offer = offers.find((o) => o.RoomType.RoomTypeId === item.roomTypeId);
  if (!offer) return [];
  const occupancy = {
    adults: item.numberOfAdults,
    children: item.numberOfChildren,
    infants: item.numberOfInfants,
  };
  return upgradeChoices(
    {
      roomType: offer.RoomType,
      ratePlanId: item.rate.RatePlanId,
      occupancy,
      totalRoomCost: roomCost,
    },
    offers,
    left,
  );
}
