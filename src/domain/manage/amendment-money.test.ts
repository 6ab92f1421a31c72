import { describe, expect, it } from 'vitest';
import { amendmentMoney } from './amendment-money.ts';

const base = { currency: 'GBP', fee: 0, amountDueLater: 0 };

describe('amendmentMoney', () => {
  it.each([
    // name, old, new, paid, later, fee → charge, refund, paid after, later after, at hotel
    ['paid in full, price rises: the rise is charged now', 300, 360, 300, 0, 0, 60, 0, 360, 0, 0],
    ['paid in full, price falls: the fall is refunded', 300, 240, 300, 0, 0, 0, 60, 240, 0, 0],
    [
      '30% deposit, price rises: 30% of the rise is charged',
      300,
      400,
      90,
      0,
      0,
      30,
      0,
      120,
      0,
      280,
    ],
    [
      'nothing paid, all due before arrival: nothing moves now',
      300,
      400,
      0,
      300,
      0,
      0,
      0,
      0,
      400,
      0,
    ],
    ['pay at hotel: nothing moves now', 300, 200, 0, 0, 0, 0, 0, 0, 0, 200],
    [
      'whole booking cancelled free after paying in full: all refunded',
      300,
      0,
      300,
      0,
      0,
      0,
      300,
      0,
      0,
      0,
    ],
    [
      'cancelled with a first-night fee after paying in full: the rest refunded',
      300,
      100,
      300,
      0,
      100,
      0,
      200,
      100,
      0,
      0,
    ],
    [
      'cancelled with a fee when nothing was paid: the fee is charged',
      300,
      100,
      0,
      300,
      100,
      100,
      0,
      100,
      0,
      0,
    ],
    [
      'one of two rooms cancelled free, deposit 30%: the room\u2019s deposit refunded',
      600,
      300,
      180,
      0,
      0,
      0,
      90,
      90,
      0,
      210,
    ],
    ['one of two rooms cancelled with fee, paid in full', 600, 400, 600, 0, 100, 0, 200, 400, 0, 0],
  ])(
    '%s',
    (
      _name,
      oldTotal,
      newTotal,
      amountPaid,
      amountDueLater,
      fee,
      charge,
      refund,
      paid,
      later,
      atHotel,
    ) => {
      const money = amendmentMoney({
        ...base,
        oldTotal,
        newTotal,
        amountPaid,
        amountDueLater,
        fee,
      });
      expect(money).toEqual({
        difference: newTotal - oldTotal,
        chargeNow: charge,
        refund,
        amountPaid: paid,
        amountDueLater: later,
        amountDueAtHotel: atHotel,
      });
    },
  );

  it('never charges and refunds at once, and paid + later + at hotel is the new total', () => {
    for (const [oldTotal, newTotal, paid, later, fee] of [
      [250, 333.33, 75, 100, 0],
      [999.99, 120.5, 999.99, 0, 120.5],
      [100, 100, 50, 50, 0],
    ] as const) {
      const money = amendmentMoney({
        ...base,
        oldTotal,
        newTotal,
        amountPaid: paid,
        amountDueLater: later,
        fee,
      });
      expect(money.chargeNow === 0 || money.refund === 0).toBe(true);
      expect(
        Math.round((money.amountPaid + money.amountDueLater + money.amountDueAtHotel) * 100),
      ).toBe(Math.round(newTotal * 100));
    }
  });
});
