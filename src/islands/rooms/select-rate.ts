import type {
  AvailabilitySearchResult,
  RoomTypeOffer,
} from '../../api/contract/availability-search.ts';
import { roomItem } from '../../browser/basket-analytics.ts';
import { trackEcommerce } from '../../browser/ecommerce.ts';
import type { PriceTax } from '../../domain/booking/room-quote.ts';
import { t } from '../../i18n/rooms-messages.ts';
import type { RoomOccupancy } from '../../site/search-query.ts';
import type { RateView } from '../../site/offer-view.ts';
import { chooseRoom, type BasketItem } from '../../stores/basket.ts';
import { notify } from '../../stores/notifications.ts';
import { roomsLeft } from './flow-state.ts';

/**
 * A guest chooses a rate for the room at `index`: it goes into the basket as a new room (and to
 * GA4 as chosen and added), unless the other rooms in the basket took the last of its type.
 */
export function selectRate(
  result: Pick<AvailabilitySearchResult, 'NumberOfRoomsPerRoomTypeId'>,
  items: readonly (BasketItem | null)[],
  stay: { arrive: string; depart: string },
  tax: PriceTax,
  index: number,
  occupancy: RoomOccupancy,
  offer: RoomTypeOffer,
  rateView: RateView,
): void {
  const left = roomsLeft(result.NumberOfRoomsPerRoomTypeId, items, index);
  if ((left[String(offer.RoomType.RoomTypeId)] ?? 0) < 1) {
    notify('negative', t('rooms.unavailable'));
    return;
  }
  const item: BasketItem = {
    dateOfArrival: stay.arrive,
    dateOfDeparture: stay.depart,
    numberOfAdults: occupancy.adults,
    numberOfChildren: occupancy.children,
    numberOfInfants: occupancy.infants,
    roomTypeId: offer.RoomType.RoomTypeId,
    roomTypeName: offer.RoomType.Name,
    rate: rateView.rate,
    roomConfiguration: null,
    leadGuest: { FirstName: '', LastName: '' },
    services: [],
    haveSeenUpgrades: false,
    haveSeenServices: false,
  };
  chooseRoom(index, item);
  const chosen = {
    currency: tax.currency,
    item_list_name: 'Rooms and rates',
    items: [roomItem(item, rateView.price)],
  };
  trackEcommerce('select_item', chosen);
  trackEcommerce('add_to_cart', chosen);
}
