import { useEffect, useState } from 'react';
import type { BasketItem } from '../../stores/basket.ts';

/**
 * The room configuration question's options (spec §5) per room type, loaded for the room whose
 * details are asked (`detailsItem`) when the hotel asks the question.
 */
export function useRoomConfigurations(
  askRoomConfiguration: boolean,
  detailsItem: BasketItem | null | undefined,
  propertyCode: string,
): Record<number, { Id: number; Name: string }[]> {
  const [configurations, setConfigurations] = useState<
    Record<number, { Id: number; Name: string }[]>
  >({});
  useEffect(() => {
    if (!askRoomConfiguration || !detailsItem || configurations[detailsItem.roomTypeId]) return;
    const roomTypeId = detailsItem.roomTypeId;
    import('./loaders.ts')
      .then((loaders) => loaders.loadRoomConfiguration(propertyCode, roomTypeId))
      .then(
        (options) => setConfigurations((current) => ({ ...current, [roomTypeId]: options })),
        () => setConfigurations((current) => ({ ...current, [roomTypeId]: [] })),
      );
  }, [askRoomConfiguration, detailsItem, configurations, propertyCode]);
  return configurations;
}
