import type { Rate, RoomTypeOffer } from '../../api/contract/availability-search.ts';
import type { BasketItem } from '../../stores/basket.ts';

/** A rate for tests: only the named fields matter, the rest are neutral. */
export function makeRate(over: Partial<Rate> = {}): Rate {
  return {
    RatePlanId: 1, RatePlanCode: 'FLEX', Name: 'Flexible', Description: 'Free cancellation', IncludedMeal: null,
    BaseRate: 200, BaseNumberOfAdults: 2, CostPerRoom: 0, CostPerAdult: 30, CostPerChild: 20, CostPerInfant: 0,
    PerPersonCostPerAdult: 0, PerPersonCostPerChild: 0, PerPersonCostPerInfant: 0,
    OriginalBaseRate: 200, OriginalCostPerRoom: 0, OriginalCostPerAdult: 30, OriginalCostPerChild: 20, OriginalCostPerInfant: 0,
    OriginalPerPersonCostPerAdult: 0, OriginalPerPersonCostPerChild: 0, OriginalPerPersonCostPerInfant: 0,
    UseOccupancyForRatePlan: false, MaximumOccupancy: null, MinimumOccupancy: null, AdultMaximumOccupancy: null, ChildMaximumOccupancy: null,
    CanPayByCompanyInvoice: false, Promotion: null, MinLengthOfStay: 1,
    Policy: { CancellationPolicy: 'Free until 2 days before', PaymentPolicyConfiguration: { AutomaticPaymentType: 'BeforeArrival', PercentageToCharge: 100, DaysBeforeArrival: 2 } },
    ...over,
  };
}

export function makeOffer(id: number, rates: Rate[], over: Partial<RoomTypeOffer['RoomType']> = {}): RoomTypeOffer {
  return {
    RoomType: { RoomTypeId: id, RoomTypeCode: `RT${id}`, Name: `Room ${id}`, Description: '', ImageUrl: null, MaximumOccupancy: 3, MinimumOccupancy: 1, AdultMaximumOccupancy: 3, ChildMaximumOccupancy: 2, Upgrades: [], ...over },
    Rates: rates, DateFrom: '2026-12-01', DateTo: '2026-12-03', LowestRate: -1, OriginalLowestRate: -1,
  };
}

export function makeItem(over: Partial<BasketItem> = {}): BasketItem {
  return {
    dateOfArrival: '2026-12-01', dateOfDeparture: '2026-12-03', numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0,
    roomTypeId: 1, roomTypeName: 'Room 1', imageUrl: null, rate: makeRate(), roomConfiguration: null,
    leadGuest: { FirstName: 'Ada', LastName: 'Lovelace' }, services: [], availableUpgrades: [],
    haveSeenUpgrades: true, haveSeenServices: true, selectableServices: 0,
    ...over,
  };
}
