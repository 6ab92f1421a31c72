import type { PriceTax } from '../domain/booking/room-quote.ts';
import type { BasketItem } from '../stores/basket.ts';
import { basketTotals, itemTotals } from '../stores/basket-view.ts';
import type { AnalyticsItem } from './ecommerce.ts';

// Apart from `ecommerce.ts`, which every page loads for Consent Mode: only the booking islands need prices.

/** A basket room as an analytics item: its room type, rate and stay price. */
export function roomItem(
  item: Pick<BasketItem, 'roomTypeId' | 'roomTypeName' | 'rate'>,
  price: number,
  index?: number,
): AnalyticsItem {
  return {
    item_id: `room-${item.roomTypeId}`,
    item_name: item.roomTypeName,
    item_category: 'Room',
    item_variant: item.rate.Name,
    price,
    quantity: 1,
    ...(index === undefined ? {} : { index }),
  };
}

/** The basket's rooms and extras as analytics items, with the total the guest is shown. */
export function basketAnalytics(
  items: readonly (BasketItem | null)[],
  tax: PriceTax,
  today: string,
): { value: number; items: AnalyticsItem[] } {
  const list = items.flatMap((item): AnalyticsItem[] => {
    if (!item) return [];
    const totals = itemTotals(item, tax, today);
    return [
      roomItem(item, totals.roomCost),
      ...item.services.map((service, position): AnalyticsItem => ({
        item_id: `extra-${service.ServiceId}`,
        item_name: service.Name,
        item_category: 'Extra',
        price: totals.serviceCosts[position] ?? 0,
        quantity: 1,
      })),
    ];
  });
  return { value: basketTotals(items, tax, today).total, items: list };
}
