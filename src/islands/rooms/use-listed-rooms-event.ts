import { useEffect } from 'react';
import type { AvailabilitySearchResult } from '../../api/contract/availability-search.ts';
import { trackEcommerce } from '../../browser/ecommerce.ts';
import type { PriceTax } from '../../domain/booking/room-quote.ts';
import type { RoomOccupancy } from '../../site/search-query.ts';
import { offersForRoom } from '../../site/offer-view.ts';

/** GA4: the rooms this search lists for the first room, cheapest rate each. */
export function useListedRoomsEvent(
  result: Pick<AvailabilitySearchResult, 'RoomTypes' | 'NumberOfRoomsPerRoomTypeId'>,
  search: { rooms: readonly RoomOccupancy[]; searchKey: string },
  tax: PriceTax,
): void {
  useEffect(() => {
    const first = search.rooms[0];
    if (!first) return;
    const views = offersForRoom(result.RoomTypes, first, result.NumberOfRoomsPerRoomTypeId, tax);
    if (!views.length) return;
    trackEcommerce('view_item_list', {
      currency: tax.currency,
      item_list_name: 'Rooms and rates',
      items: views.map((view, index) => ({
        item_id: `room-${view.offer.RoomType.RoomTypeId}`,
        item_name: view.offer.RoomType.Name,
        item_category: 'Room',
        price: view.fromPrice,
        quantity: 1,
        index,
      })),
    });
    // Once per search: the answer does not change while the page is open.
  }, [search.searchKey]);
}
