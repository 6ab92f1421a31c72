import './persistent-engine.ts';
import { persistentAtom } from '@nanostores/persistent';
import { hasShape } from '../domain/shared/shape.ts';
import { parseStored } from './stored-value.ts';
import type { Rate } from '../api/contract/availability-search.ts';
import type { IsoDate } from '../domain/shared/types.ts';

/** An extra on a room as the guest chose it (spec §3 Reservation extra). */
export type BasketService = {
  ServiceId: number;
  Name: string;
  ChargeType: 'PerStay' | 'PerDay' | 'PerQuantity';
  ChargePerPerson: boolean;
  Price: number;
  Quantity: number;
};

/** One room of the booking (spec §3 Basket item). Totals are derived, never stored. */
export type BasketItem = {
  dateOfArrival: IsoDate;
  dateOfDeparture: IsoDate;
  numberOfAdults: number;
  numberOfChildren: number;
  numberOfInfants: number;
  roomTypeId: number;
  roomTypeName: string;
  /** The rate as searched: every stay-total price field, its policy and limits. */
  rate: Rate;
  roomConfiguration: number | null;
  leadGuest: { FirstName: string; LastName: string };
  services: BasketService[];
  haveSeenUpgrades: boolean;
  haveSeenServices: boolean;
  // Which upgrades and extras a room could take is worked out from the search answer and the
  // loaded extras each render, never stored: stored copies went stale as other rooms were chosen.
};

/**
 * The rooms chosen for one search: `items[i]` fills searched room i. A basket belongs to the search
 * it was built for (`searchKey`); a new search starts an empty one (spec §4).
 */
export type Basket = {
  propertyCode: string;
  searchKey: string;
  items: Array<BasketItem | null>;
  /** Searched rooms the guest took out of the booking: they are not asked for again. */
  removed: number[];
  /**
   * The language of the hotel's words in `items` (room, rate and extra names) as the page's `lang`
   * writes it, once a page in it has named every one (`basketIn`); absent while unknown.
   */
  locale?: string;
};

export const EMPTY_BASKET: Basket = { propertyCode: '', searchKey: '', items: [], removed: [] };

const ITEM = {
  dateOfArrival: 'string',
  dateOfDeparture: 'string',
  numberOfAdults: 'number',
  numberOfChildren: 'number',
  numberOfInfants: 'number',
  roomTypeId: 'number',
  roomTypeName: 'string',
  rate: 'object',
  roomConfiguration: '?number',
  leadGuest: 'object',
  services: 'array',
  haveSeenUpgrades: 'boolean',
  haveSeenServices: 'boolean',
} as const;
const RATE = { RatePlanId: 'number', BaseRate: 'number', Policy: 'object' } as const;
const SERVICE = {
  ServiceId: 'number',
  Name: 'string',
  ChargeType: 'string',
  ChargePerPerson: 'boolean',
  Price: 'number',
  Quantity: 'number',
} as const;

function isBasketItem(value: unknown): value is BasketItem {
  return (
    hasShape(value, ITEM) &&
    hasShape(value['rate'], RATE) &&
    hasShape(value['leadGuest'], { FirstName: 'string', LastName: 'string' }) &&
    value.services.every((service) => hasShape(service, SERVICE))
  );
}

const isRoomOrGap = (item: unknown): item is BasketItem | null =>
  item === null || isBasketItem(item);

/** A basket read back from storage or history state, or null when it does not have the shape. */
export function asBasket(value: unknown): Basket | null {
  if (!hasShape(value, { propertyCode: 'string', searchKey: 'string', items: 'array' }))
    return null;
  const { propertyCode, searchKey, items } = value;
  if (!items.every(isRoomOrGap)) return null;
  const removed = Array.isArray(value['removed'])
    ? value['removed'].filter((index): index is number => Number.isInteger(index))
    : [];
  const basket: Basket = { propertyCode, searchKey, items, removed };
  if (typeof value['locale'] === 'string') basket.locale = value['locale'];
  return basket;
}

/** The stored basket, or an empty one when the stored value is missing, corrupt or of an older shape. */
export function decodeBasket(text: string): Basket {
  return asBasket(parseStored(text)) ?? EMPTY_BASKET;
}

// Card data never goes here: the basket holds rooms, rates, extras and guest names only.
export const $basket = persistentAtom<Basket>('stayfront.basket', EMPTY_BASKET, {
  encode: JSON.stringify,
  decode: decodeBasket,
});

/** Starts the basket for a search unless it already belongs to it (a reload keeps the choices). */
export function startBasket(propertyCode: string, searchKey: string, rooms: number): void {
  const current = $basket.get();
  if (
    current.propertyCode === propertyCode &&
    current.searchKey === searchKey &&
    current.items.length === rooms
  )
    return;
  $basket.set({
    propertyCode,
    searchKey,
    items: Array.from({ length: rooms }, () => null),
    removed: [],
  });
}

/** Every searched room asked for again, e.g. after the guest removed them all. */
export function chooseRoomsAgain(): void {
  const basket = $basket.get();
  $basket.set({ ...basket, items: basket.items.map(() => null), removed: [] });
}

/** The basket as it was at an earlier step (browser Back and Forward walk the flow). */
export function restoreBasket(basket: Basket): void {
  $basket.set(basket);
}

function updateItem(index: number, change: (item: BasketItem) => BasketItem | null): void {
  const basket = $basket.get();
  const item = basket.items[index];
  if (!item) return;
  const items = [...basket.items];
  items[index] = change(item);
  $basket.set({ ...basket, items });
}

export function chooseRoom(index: number, item: BasketItem): void {
  const basket = $basket.get();
  if (index < 0 || index >= basket.items.length) return;
  const items = [...basket.items];
  items[index] = item;
  $basket.set({ ...basket, items });
}

/**
 * Removing a room takes it out of the booking: its room is free for the search again (spec §4:
 * removing increments availability) and the guest is not asked to choose it again.
 */
export function removeRoom(index: number): void {
  const basket = $basket.get();
  if (index < 0 || index >= basket.items.length || basket.removed.includes(index)) return;
  const items = [...basket.items];
  items[index] = null;
  $basket.set({ ...basket, items, removed: [...basket.removed, index] });
}

export function upgradeRoom(
  index: number,
  upgrade: { roomTypeId: number; roomTypeName: string; rate: Rate },
): void {
  updateItem(index, (item) => ({
    ...item,
    ...upgrade,
    haveSeenUpgrades: true,
    services: [],
    haveSeenServices: false,
    roomConfiguration: null,
  }));
}

export function declineUpgrades(index: number): void {
  updateItem(index, (item) => ({ ...item, haveSeenUpgrades: true }));
}

export function setRoomDetails(
  index: number,
  details: { leadGuest: { FirstName: string; LastName: string }; roomConfiguration: number | null },
): void {
  updateItem(index, (item) => ({ ...item, ...details }));
}

/** A room's extras as the guest chooses them, counted in the basket's totals at once. */
export function changeServices(index: number, services: BasketService[]): void {
  updateItem(index, (item) => ({ ...item, services }));
}

export function setServices(index: number, services: BasketService[]): void {
  updateItem(index, (item) => ({ ...item, services, haveSeenServices: true }));
}

/** Sends the guest back to a room's extras from the summary. */
export function reviewExtras(index: number): void {
  updateItem(index, (item) => ({ ...item, haveSeenServices: false }));
}
