import type { ReactNode } from 'react';
import type { ServiceList } from '../../api/contract/services.ts';
import { trackEcommerce } from '../../browser/ecommerce.ts';
import { FlowStep, type NextBookingStep } from '../../domain/booking/flow.ts';
import { itemTotals } from '../../stores/basket-view.ts';
import {
  changeServices,
  chooseRoomsAgain,
  declineUpgrades,
  removeRoom,
  reviewExtras,
  setRoomDetails,
  setServices,
  upgradeRoom,
  type BasketItem,
} from '../../stores/basket.ts';
import type { RoomsAndRatesProps } from './RoomsAndRates.tsx';
import { UpgradeStep, type UpgradeView } from './UpgradeStep.tsx';
import { BookingSummary } from './BookingSummary.tsx';
import { ExtrasStep } from './ExtrasStep.tsx';
import { RoomDetailsStep } from './RoomDetailsStep.tsx';
import { serviceKey } from './service-rules.ts';

/**
 * The steps after a room is chosen (spec §4): upgrades, the room's details, extras, the booking
 * summary. Loaded with them (`steps.ts`), and drawn by a function rather than a component, as
 * `chooseRoomStep` is. `upgrades`: the upgrades a room can take (`upgradeViews`); `detailsItem`:
 * the room whose details the step asks for; `stepsLoading`: what shows while its room
 * configuration options load.
 */
export function laterStep(
  props: RoomsAndRatesProps,
  step: NextBookingStep,
  items: (BasketItem | null)[],
  upgrades: (index: number, item: BasketItem) => UpgradeView[],
  detailsItem: BasketItem | null | undefined,
  services: Record<string, ServiceList>,
  configurations: Record<number, { Id: number; Name: string }[]>,
  stepsLoading: () => ReactNode,
) {
  const { tax, exchange, today, search, config } = props;
  const upgradeIndex = step.step === FlowStep.UpgradeSelection ? step.roomIndex : undefined;
  const upgradeItem = upgradeIndex !== undefined ? items[upgradeIndex] : null;
  if (upgradeIndex !== undefined && upgradeItem) {
    const index = upgradeIndex;
    const pendingUpgrades = upgrades(upgradeIndex, upgradeItem);
    return pendingUpgrades.length === 0 ? null : (
      <UpgradeStep
        roomNumber={index + 1}
        currentName={upgradeItem.roomTypeName}
        upgrades={pendingUpgrades}
        currency={tax.currency}
        exchange={exchange}
        onUpgrade={(upgrade) =>
          upgradeRoom(index, {
            roomTypeId: upgrade.roomTypeId,
            roomTypeName: upgrade.name,
            rate: upgrade.rate,
          })
        }
        onDecline={() => declineUpgrades(index)}
      />
    );
  }
  if (step.step === FlowStep.Occupancy && step.roomIndex !== undefined && detailsItem) {
    const index = step.roomIndex;
    const options = config.askRoomConfiguration ? configurations[detailsItem.roomTypeId] : null;
    return config.askRoomConfiguration && options === undefined ? (
      stepsLoading()
    ) : (
      <RoomDetailsStep
        key={index}
        roomNumber={index + 1}
        roomTypeName={detailsItem.roomTypeName}
        initial={{ ...detailsItem.leadGuest, roomConfiguration: detailsItem.roomConfiguration }}
        configurationOptions={options ?? null}
        onSave={(details) => setRoomDetails(index, details)}
      />
    );
  }
  if (step.step === FlowStep.Extras && step.roomIndex !== undefined && items[step.roomIndex]) {
    const index = step.roomIndex;
    const item = items[index] as BasketItem;
    return (
      <ExtrasStep
        key={index}
        roomNumber={index + 1}
        item={item}
        otherRooms={items.filter((_, i) => i !== index)}
        list={services[serviceKey(item)] ?? null}
        tax={tax}
        exchange={exchange}
        onChange={(chosen) => changeServices(index, chosen)}
        onSave={(chosen, before) => {
          setServices(index, chosen);
          const costs = itemTotals({ ...item, services: chosen }, tax, today).serviceCosts;
          const added = chosen.flatMap((service, position) =>
            before.some(
              (had) => had.ServiceId === service.ServiceId && had.Quantity === service.Quantity,
            )
              ? []
              : [
                  {
                    item_id: `extra-${service.ServiceId}`,
                    item_name: service.Name,
                    item_category: 'Extra' as const,
                    price: costs[position] ?? 0,
                    quantity: 1,
                  },
                ],
          );
          if (added.length) trackEcommerce('add_to_cart', { currency: tax.currency, items: added });
        }}
      />
    );
  }
  return (
    <BookingSummary
      items={items}
      tax={tax}
      today={today}
      exchange={exchange}
      changeSearchUrl={search.changeSearchUrl}
      onRemove={removeRoom}
      onEditExtras={reviewExtras}
      onCheckout={() => location.assign(search.checkoutUrl)}
      onChooseAgain={chooseRoomsAgain}
    />
  );
}
