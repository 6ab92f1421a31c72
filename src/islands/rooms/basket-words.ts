import type { RoomTypeOffer } from '../../api/contract/availability-search.ts';
import type { ServiceList } from '../../api/contract/services.ts';
import { localeOfLanguageCode } from '../../i18n/locale.ts';
import { $basket, type Basket } from '../../stores/basket.ts';
import { basketIn, hotelWordsOf } from '../../stores/basket-words.ts';

/**
 * The stored basket in this page's words (loaded after the page, once a room is chosen): its rooms
 * and rates named as this search answer names them, its extras as their loaded lists do. Stored,
 * so checkout shows the same words without asking for them.
 */
export function nameBasket(
  search: Pick<Basket, 'propertyCode' | 'searchKey'>,
  offers: readonly RoomTypeOffer[],
  lists: readonly ServiceList[],
): void {
  const basket = $basket.get();
  if (basket.propertyCode !== search.propertyCode || basket.searchKey !== search.searchKey) return;
  const words = hotelWordsOf(
    offers,
    lists.flatMap((list) => list.Services),
  );
  const named = basketIn(basket, words, localeOfLanguageCode(document.documentElement.lang));
  if (named !== basket) $basket.set(named);
}
