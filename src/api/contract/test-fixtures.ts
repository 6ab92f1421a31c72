import type { Rate, RoomTypeOffer } from './availability-search.ts';

/** A rate for tests: only the named fields matter, the rest are neutral. */
export function makeRate(over: Partial<Rate> = {}): Rate {
  return {
    RatePlanId: 1,
    RatePlanCode: 'FLEX',
    Name: 'Flexible',
    Description: 'Free cancellation',
    IncludedMeal: null,
    BaseRate: 200,
    BaseNumberOfAdults: 2,
    CostPerRoom: 0,
    CostPerAdult: 30,
    CostPerChild: 20,
    CostPerInfant: 0,
    PerPersonCostPerAdult: 0,
    PerPersonCostPerChild: 0,
    PerPersonCostPerInfant: 0,
    OriginalBaseRate: 200,
    OriginalCostPerRoom: 0,
    OriginalCostPerAdult: 30,
    OriginalCostPerChild: 20,
    OriginalCostPerInfant: 0,
    OriginalPerPersonCostPerAdult: 0,
    OriginalPerPersonCostPerChild: 0,
    OriginalPerPersonCostPerInfant: 0,
    UseOccupancyForRatePlan: false,
    MaximumOccupancy: null,
    MinimumOccupancy: null,
    AdultMaximumOccupancy: null,
    ChildMaximumOccupancy: null,
    CanPayByCompanyInvoice: false,
    Promotion: null,
    MinLengthOfStay: 1,
    Policy: {
      CancellationPolicy: 'Free until 2 days before',
      PaymentPolicyConfiguration: {
        AutomaticPaymentType: 'BeforeArrival',
        PercentageToCharge: 100,
        DaysBeforeArrival: 2,
      },
    },
    ...over,
  };
}

export function makeOffer(
  id: number,
  rates: Rate[],
  over: Partial<RoomTypeOffer['RoomType']> = {},
): RoomTypeOffer {
  return {
    RoomType: {
      RoomTypeId: id,
      RoomTypeCode: `RT${id}`,
      Name: `Room ${id}`,
      Description: '',
      ImageUrl: null,
      MaximumOccupancy: 3,
      MinimumOccupancy: 1,
      AdultMaximumOccupancy: 3,
      ChildMaximumOccupancy: 2,
      Upgrades: [],
      ...over,
    },
    Rates: rates,
    DateFrom: '2026-12-01',
    DateTo: '2026-12-03',
    LowestRate: -1,
    OriginalLowestRate: -1,
  };
}
