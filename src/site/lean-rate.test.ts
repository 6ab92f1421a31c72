import { describe, expect, it } from 'vitest';
import { makeRate } from '../api/contract/test-fixtures.ts';
import { fullRate, leanRate } from './lean-rate.ts';

describe('a rate in the island’s props', () => {
  it.each([
    ['an ordinary rate', makeRate()],
    [
      'a promotion’s rate',
      makeRate({
        BaseRate: 170,
        OriginalBaseRate: 200,
        CostPerAdult: 25,
        Promotion: { Code: 'SPRING', Description: '15% off', DiscountPercentage: 15 },
      }),
    ],
    [
      'a rate with every field away from its usual value',
      makeRate({
        IncludedMeal: 'Breakfast',
        CostPerRoom: 10,
        OriginalCostPerRoom: 12,
        CostPerInfant: 5,
        PerPersonCostPerAdult: 7,
        PerPersonCostPerChild: 4,
        PerPersonCostPerInfant: 1,
        UseOccupancyForRatePlan: true,
        MaximumOccupancy: 3,
        MinimumOccupancy: 1,
        AdultMaximumOccupancy: 2,
        ChildMaximumOccupancy: 0,
        CanPayByCompanyInvoice: true,
        MinLengthOfStay: 3,
      }),
    ],
    ['a price of 0 before a promotion', makeRate({ CostPerChild: 20, OriginalCostPerChild: 0 })],
  ])('%s is put back exactly', (_what, rate) => {
    expect(fullRate(leanRate(rate))).toStrictEqual(rate);
  });

  it('leaves out usual values and prices no promotion changed', () => {
    const lean = leanRate(makeRate({ BaseRate: 170, OriginalBaseRate: 200 }));
    expect(lean).not.toHaveProperty('CostPerRoom');
    expect(lean).not.toHaveProperty('Promotion');
    expect(lean).not.toHaveProperty('OriginalCostPerAdult');
    expect(lean).toMatchObject({ BaseRate: 170, OriginalBaseRate: 200, CostPerAdult: 30 });
  });
});
