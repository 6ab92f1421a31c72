import type { Rate, RoomTypeOffer } from '../api/contract/availability-search.ts';
import { $basket, type Basket, type BasketItem } from './basket.ts';

/** The hotel's words a basket shows, by id, as answers in one language give them. */
export type HotelWords = {
  rooms: ReadonlyMap<number, string>;
  rates: ReadonlyMap<number, Rate>;
  extras: ReadonlyMap<number, string>;
};

/** The words of a search answer's room types and rate plans, and of extras' lists, by id. */
export function hotelWordsOf(
  offers: readonly RoomTypeOffer[],
  extras: readonly { ServiceId: number; Name: string }[],
): HotelWords {
  const rates = offers.flatMap((offer) => [
    ...offer.Rates,
    ...offer.RoomType.Upgrades.flatMap((upgrade) => upgrade.AvailableRates),
  ]);
  return {
    rooms: new Map(offers.map((offer) => [offer.RoomType.RoomTypeId, offer.RoomType.Name])),
    rates: new Map(rates.map((rate) => [rate.RatePlanId, rate])),
    extras: new Map(extras.map((extra) => [extra.ServiceId, extra.Name])),
  };
}

function itemIn(item: BasketItem, words: HotelWords): BasketItem {
  const said = words.rates.get(item.rate.RatePlanId);
  // Only the words: the prices and the payment policy stay as the guest chose them.
  const rate = said
    ? {
        ...item.rate,
        Name: said.Name,
        Description: said.Description,
        IncludedMeal: said.IncludedMeal,
        Policy: { ...item.rate.Policy, CancellationPolicy: said.Policy.CancellationPolicy },
      }
    : item.rate;
  return {
    ...item,
    roomTypeName: words.rooms.get(item.roomTypeId) ?? item.roomTypeName,
    rate,
    services: item.services.map((extra) => ({
      ...extra,
      Name: words.extras.get(extra.ServiceId) ?? extra.Name,
    })),
  };
}

const knowsAll = (item: BasketItem, words: HotelWords): boolean =>
  words.rooms.has(item.roomTypeId) &&
  words.rates.has(item.rate.RatePlanId) &&
  item.services.every((extra) => words.extras.has(extra.ServiceId));

/**
 * The basket in the words of a page's language (`locale`), taken from what that page loaded: a
 * basket keeps the names of the language its rooms were chosen in, and a guest who switches
 * language keeps the basket. Each room type, rate plan and extra the words know is renamed; the
 * basket says it is in `locale` only when every one was, so a page without the words asks for
 * them (checkout). The same object when nothing changes, so a page can store it every render.
 */
export function basketIn(basket: Basket, words: HotelWords, locale: string): Basket {
  const next: Basket = {
    ...basket,
    items: basket.items.map((item) => item && itemIn(item, words)),
  };
  if (basket.items.every((item) => !item || knowsAll(item, words))) next.locale = locale;
  else delete next.locale;
  return JSON.stringify(next) === JSON.stringify(basket) ? basket : next;
}

type ExtrasList = { Services: readonly { ServiceId: number; Name: string }[] };

/**
 * Names the stored basket, while it is still the one for `search`, in the words of this page's
 * language (its `lang`, run in the browser): its rooms and rates as the page's search answer
 * names them, its extras as their lists do.
 */
export function nameBasket(
  search: Pick<Basket, 'propertyCode' | 'searchKey'>,
  answer: { RoomTypes: readonly RoomTypeOffer[] },
  lists: Readonly<Record<string, ExtrasList>> | readonly ExtrasList[],
): void {
  const basket = $basket.get();
  if (basket.propertyCode !== search.propertyCode || basket.searchKey !== search.searchKey) return;
  const words = hotelWordsOf(
    answer.RoomTypes,
    Object.values(lists).flatMap((list) => list.Services),
  );
  const named = basketIn(basket, words, document.documentElement.lang);
  if (named !== basket) $basket.set(named);
}
