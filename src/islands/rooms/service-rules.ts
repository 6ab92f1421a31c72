import type { ServiceList } from '../../api/contract/services.ts';
import {
  availableInventory,
  isServiceShown,
  maxServiceQuantity,
  type ServiceInventory,
} from '../../domain/booking/service-inventory.ts';
import { serviceItemsPerNight } from '../../domain/booking/pricing.ts';
import type { BasketItem, BasketService } from '../../stores/basket.ts';
import { t } from '../../i18n/rooms-messages.ts';
import { nightsText } from './words.ts';

/** Items of an extra a basket room holds each night: what it is charged for. */
function heldItems(item: BasketItem, service: BasketService): number {
  return serviceItemsPerNight(service, {
    adults: item.numberOfAdults,
    children: item.numberOfChildren,
    quantity: service.Quantity,
  });
}

/**
 * The inventory of one extra as this room sees it: what the hotel has left, less what the
 * guest's other rooms in this basket hold.
 */
export function inventoryFor(
  list: ServiceList,
  serviceId: number,
  otherRooms: readonly (BasketItem | null)[],
): ServiceInventory {
  const server = list.InventoryPerServiceId[String(serviceId)];
  return {
    StartingInventory: server?.AvailableInventory ?? null,
    ReservationItems: otherRooms.flatMap((item) =>
      item
        ? item.services
            .filter((s) => s.ServiceId === serviceId)
            .map((s) => ({ Quantity: heldItems(item, s) }))
        : [],
    ),
  };
}

export type ServiceOption = {
  service: ServiceList['Services'][number];
  quantity: number;
  max: number;
  /** Items still free for this room (Infinity when unlimited). */
  left: number;
  /** Why the quantity stops at `max`, said once the guest reaches it. */
  why: string;
};

/** The most of one extra a room takes online, however many the hotel has. */
const MOST_PER_ROOM = 99;

/** Spec §5: the extras a room can choose from, hiding ones with nothing left unless the room has them. */
export function serviceOptions(
  list: ServiceList,
  item: BasketItem,
  otherRooms: readonly (BasketItem | null)[],
): ServiceOption[] {
  return list.Services.flatMap((service) => {
    const quantity = item.services.find((s) => s.ServiceId === service.ServiceId)?.Quantity ?? 0;
    const inventory = inventoryFor(list, service.ServiceId, otherRooms);
    if (!isServiceShown(inventory, quantity)) return [];
    const guests = { adults: item.numberOfAdults, children: item.numberOfChildren };
    const left = availableInventory(inventory);
    const own = serviceItemsPerNight(service, { ...guests, quantity });
    const fits = maxServiceQuantity(service, left + own, guests);
    const unlimited = maxServiceQuantity(service, Number.POSITIVE_INFINITY, guests);
    const max = Math.min(fits, MOST_PER_ROOM);
    const why =
      fits < unlimited && fits <= MOST_PER_ROOM
        ? t('rooms.offer.left', { count: fits })
        : unlimited === 1
          ? t('rooms.extras.capOne')
          : t('rooms.extras.capMost', { max: MOST_PER_ROOM });
    return [{ service, quantity, left, max, why }];
  });
}

/** How an extra is charged, in words (spec §9 charge rules). */
export function chargeRuleText(service: {
  ChargeType: 'PerStay' | 'PerDay' | 'PerQuantity';
  ChargePerPerson: boolean;
}): string {
  const per = t(
    (
      {
        PerStay: 'rooms.charge.perStay',
        PerDay: 'rooms.charge.perNight',
        PerQuantity: 'rooms.charge.each',
      } as const
    )[service.ChargeType],
  );
  return service.ChargePerPerson ? t('rooms.charge.perGuest', { rule: per }) : per;
}

/** Why an extra's line costs what it does, in words: "3 nights × 2 guests", "2 × 1 guest", "once". */
export function extraLineWords(
  service: { ChargeType: 'PerStay' | 'PerDay' | 'PerQuantity'; ChargePerPerson: boolean },
  stay: { nights: number; guests: number; quantity: number },
): string {
  const guests = t(stay.guests === 1 ? 'rooms.guests.one' : 'rooms.guests.other', {
    count: stay.guests,
  });
  const parts = [
    service.ChargeType === 'PerDay'
      ? nightsText(stay.nights)
      : service.ChargeType === 'PerQuantity'
        ? String(stay.quantity)
        : null,
    service.ChargePerPerson ? guests : null,
    // Quantity multiplies only what is charged per item.
  ].filter((part): part is string => part !== null);
  const [a, b] = parts;
  if (a === undefined) return t('rooms.charge.once');
  return b === undefined ? a : t('rooms.times', { a, b });
}

/** Extras are offered per room type and rate: the key of a chosen room's list. */
export function serviceKey(item: BasketItem): string {
  return `${item.roomTypeId}:${item.rate.RatePlanId}`;
}
