import { api } from '../../api/browser-api.ts';
import { AvailabilitySearchResultSchema } from '../../api/contract/availability-search.ts';
import { ServiceListSchema } from '../../api/contract/services.ts';
import type { Basket } from '../../stores/basket.ts';
import { nameBasket } from '../../stores/basket-words.ts';

/**
 * The basket in this page's language when it was filled in another (loaded only then): checkout
 * has no search answer, so the stay is searched again and the chosen rooms' extras listed, both
 * answered in the page's language, and only their words are taken. A basket the answers cannot
 * name (a room no longer offered, a call that failed) keeps the words it has.
 */
export async function nameBasketAgain(basket: Basket): Promise<void> {
  const items = basket.items.flatMap((item) => (item ? [item] : []));
  const first = items[0];
  if (!first) return;
  const stay = { dateOfArrival: first.dateOfArrival, dateOfDeparture: first.dateOfDeparture };
  const [answer, ...lists] = await Promise.all([
    api.post(
      'Availability/Search',
      {
        PropertyId: basket.propertyCode,
        DateFrom: stay.dateOfArrival,
        DateTo: stay.dateOfDeparture,
        Rooms: items.map((item) => ({
          NumberOfAdults: item.numberOfAdults,
          NumberOfChildren: item.numberOfChildren,
          NumberOfInfants: item.numberOfInfants,
        })),
        PromoCode: items.find((item) => item.rate.Promotion)?.rate.Promotion?.Code ?? null,
      },
      AvailabilitySearchResultSchema,
    ),
    ...items
      .filter((item) => item.services.length > 0)
      .map((item) =>
        api.get('Service/Get', ServiceListSchema, {
          propertyId: basket.propertyCode,
          roomTypeId: item.roomTypeId,
          ratePlanId: item.rate.RatePlanId,
          ...stay,
        }),
      ),
  ]);
  nameBasket(basket, answer, lists);
}
