import { makeRate } from '../api/contract/test-fixtures.ts';
import type { BasketItem } from './basket.ts';

export { makeOffer, makeRate } from '../api/contract/test-fixtures.ts';

export function makeItem(over: Partial<BasketItem> = {}): BasketItem {
  return {
    dateOfArrival: '2026-12-01',
    dateOfDeparture: '2026-12-03',
    numberOfAdults: 2,
    numberOfChildren: 0,
    numberOfInfants: 0,
    roomTypeId: 1,
    roomTypeName: 'Room 1',
    rate: makeRate(),
    roomConfiguration: null,
    leadGuest: { FirstName: 'Ada', LastName: 'Lovelace' },
    services: [],
    haveSeenUpgrades: true,
    haveSeenServices: true,
    ...over,
  };
}
