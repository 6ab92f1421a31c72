import type { AvailabilitySearchResult } from '../../api/contract/availability-search.ts';
import { ratePrice } from '../../domain/booking/pricing.ts';
import type { PriceTax } from '../../domain/booking/room-quote.ts';
import { grossAmount } from '../../domain/shared/vat.ts';
import type { BasketItem } from '../../stores/basket.ts';
import { roomsLeft, upgradesFor } from './flow-state.ts';
import type { UpgradeView } from './UpgradeStep.tsx';

/**
 * The upgrades the room at `index` can take, as the upgrade step shows them: worked out from what
 * is on the page, so they follow the other rooms.
 */
export function upgradeViews(
  result: Pick<AvailabilitySearchResult, 'RoomTypes' | 'NumberOfRoomsPerRoomTypeId'>,
  items: readonly (BasketItem | null)[],
  tax: PriceTax,
  index: number,
  item: BasketItem,
): UpgradeView[] {
  const occupancy = {
    adults: item.numberOfAdults,
    children: item.numberOfChildren,
    infants: item.numberOfInfants,
  };
  const left = roomsLeft(result.NumberOfRoomsPerRoomTypeId, items, index);
  return upgradesFor(item, ratePrice(item.rate, occupancy), result.RoomTypes, left).flatMap(
    (choice) => {
      const offer = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === choice.roomTypeId);
      const rate = offer?.Rates.find((r) => r.RatePlanId === choice.rate.RatePlanId);
      if (!offer || !rate) return [];
      const gross = grossAmount(choice.totalCostDifference, tax.vatRate, tax.vatInclusive);
      return [
        {
          roomTypeId: choice.roomTypeId,
          name: offer.RoomType.Name,
          description: offer.RoomType.Description,
          imageUrl: offer.RoomType.ImageUrl,
          rate,
          difference: gross,
        },
      ];
    },
  );
}
