import { useEffect, useRef, useState } from 'react';
import type { ServiceList } from '../../api/contract/services.ts';
import type { BasketItem } from '../../stores/basket.ts';
import { serviceKey } from './service-rules.ts';

/**
 * The extras of each chosen room's type and rate (by `serviceKey`), loaded once a room is chosen,
 * to know whether there are any.
 */
export function useRoomServices(
  items: readonly (BasketItem | null)[],
  propertyCode: string,
): Record<string, ServiceList> {
  const [services, setServiceLists] = useState<Record<string, ServiceList>>({});
  const asked = useRef(new Set<string>());
  useEffect(() => {
    for (const item of items) {
      if (!item || asked.current.has(serviceKey(item))) continue;
      const key = serviceKey(item);
      asked.current.add(key);
      import('./loaders.ts')
        .then((loaders) =>
          loaders.loadServices({
            propertyId: propertyCode,
            roomTypeId: item.roomTypeId,
            ratePlanId: item.rate.RatePlanId,
            dateOfArrival: item.dateOfArrival,
            dateOfDeparture: item.dateOfDeparture,
          }),
        )
        .then(
          (list) => setServiceLists((current) => ({ ...current, [key]: list })),
          // Extras are optional: a failure must not block the booking, so it counts as none.
          () =>
            setServiceLists((current) => ({
              ...current,
              [key]: { Services: [], InventoryPerServiceId: {} },
            })),
        );
    }
  }, [items, propertyCode]);
  return services;
}
