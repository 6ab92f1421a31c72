import { describe, expect, it } from 'vitest';
import { promoBanner } from './promo-banner.ts';

const winterRate = {
  RatePlanId: 9,
  MaximumOccupancy: 2,
  AdultMaximumOccupancy: 2,
  ChildMaximumOccupancy: 0,
  UseOccupancyForRatePlan: true,
  Promotion: { Code: 'WINTER10' },
};
const flexRate = { RatePlanId: 1, Promotion: null };
const offers = [
  {
    RoomType: {
      RoomTypeId: 1,
      MaximumOccupancy: 4,
      AdultMaximumOccupancy: 4,
      ChildMaximumOccupancy: 2,
    },
    Rates: [flexRate, winterRate],
  },
];
const valid = {
  IsPromoCodeValid: true,
  PromoCodeMessage: 'Winter Escape: unlocks the winter rate and takes 10% off.',
  RoomTypes: offers,
};

describe('promoBanner', () => {
  it('says the code is applied, with one full stop', () => {
    expect(promoBanner('WINTER10', valid, [{ adults: 2, children: 0, infants: 0 }])).toEqual({
      tone: 'positive',
      text: 'Promo code WINTER10 applied: Winter Escape: unlocks the winter rate and takes 10% off.',
    });
  });
  it('does not claim a discount no room can have (3 guests on a rate for 2)', () => {
    expect(promoBanner('WINTER10', valid, [{ adults: 2, children: 1, infants: 0 }])?.tone).toBe(
      'warning',
    );
  });
  it('passes on an invalid code\u2019s message', () => {
    expect(
      promoBanner(
        'NOPE',
        { IsPromoCodeValid: false, PromoCodeMessage: 'Code invalid', RoomTypes: [] },
        [],
      ),
    ).toEqual({ tone: 'negative', text: 'Promo code NOPE: Code invalid' });
  });
  it('says nothing without a code', () => {
    expect(promoBanner(undefined, valid, [])).toBeNull();
  });
});
