import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { basketTotals, type TotalsItem } from './basket-totals.ts';

const today = '2026-12-01';
const inclusive = { StandardVatRate: 20, IsStandardTaxExclusive: false };
const exclusive = { StandardVatRate: 20, IsStandardTaxExclusive: true };
const atBooking = { AutomaticPaymentType: 'AtBooking', PercentageToCharge: 100 } as const;
const item = (
  totalRoomCost: number,
  totalServiceCost = 0,
  extra: Partial<TotalsItem> = {},
): TotalsItem => ({
  DateOfArrival: '2026-12-20',
  totalRoomCost,
  totalServiceCost,
  policy: atBooking,
  ...extra,
});

describe('basketTotals', () => {
  it.each<
    [
      string,
      TotalsItem[],
      typeof inclusive,
      number | undefined,
      { totalCost: number; totalVat: number; paymentNow: number; paymentLater: number },
    ]
  >([
    [
      'VAT included in room and extras',
      [item(100, 20)],
      inclusive,
      undefined,
      { totalCost: 120, totalVat: 20, paymentNow: 120, paymentLater: 0 },
    ],
    [
      'VAT added on top when prices exclude it',
      [item(100, 20)],
      exclusive,
      undefined,
      { totalCost: 144, totalVat: 24, paymentNow: 144, paymentLater: 0 },
    ],
    [
      'two rooms with different policies',
      [
        item(200),
        item(100, 0, {
          policy: {
            AutomaticPaymentType: 'BeforeArrival',
            PercentageToCharge: 50,
            DaysBeforeArrival: 7,
          },
        }),
      ],
      inclusive,
      undefined,
      { totalCost: 300, totalVat: 50, paymentNow: 200, paymentLater: 50 },
    ],
    [
      'nothing charged online',
      [item(99.99, 0, { policy: null })],
      inclusive,
      undefined,
      { totalCost: 99.99, totalVat: 16.67, paymentNow: 0, paymentLater: 0 },
    ],
    [
      'a voucher comes off the total and off what is paid now first',
      [item(100)],
      inclusive,
      30,
      { totalCost: 70, totalVat: 16.67, paymentNow: 70, paymentLater: 0 },
    ],
    [
      'a voucher larger than what is due now reduces what is due later',
      [
        item(100, 0, { policy: { AutomaticPaymentType: 'AtBooking', PercentageToCharge: 10 } }),
        item(100, 0, { policy: { AutomaticPaymentType: 'BeforeArrival', DaysBeforeArrival: 2 } }),
      ],
      inclusive,
      25,
      { totalCost: 175, totalVat: 33.33, paymentNow: 0, paymentLater: 85 },
    ],
    [
      'a voucher larger than the total',
      [item(50)],
      inclusive,
      80,
      { totalCost: 0, totalVat: 8.33, paymentNow: 0, paymentLater: 0 },
    ],
    [
      'the total is the rooms as shown, each rounded: 3 × 12.05, not 36.144 rounded',
      [item(10.04), item(10.04), item(10.04)],
      exclusive,
      undefined,
      { totalCost: 36.15, totalVat: 6.02, paymentNow: 36.15, paymentLater: 0 },
    ],
    [
      'empty basket',
      [],
      inclusive,
      undefined,
      { totalCost: 0, totalVat: 0, paymentNow: 0, paymentLater: 0 },
    ],
  ])('%s', (_label, items, vat, discount, totals) => {
    expect(basketTotals(items, { currency: 'GBP', vat, today, discount })).toEqual(totals);
  });

  it('rounds once at the end, not per room', () => {
    // Three rooms of 33.333… with 20 % VAT included: rounding each VAT first would give 3 × 5.56 = 16.68.
    const rooms = [item(100 / 3), item(100 / 3), item(100 / 3)];
    expect(basketTotals(rooms, { currency: 'GBP', vat: inclusive, today }).totalVat).toBe(16.67);
  });

  it('rounds to the currency’s minor unit', () => {
    expect(basketTotals([item(1000.6)], { currency: 'JPY', vat: exclusive, today }).totalCost).toBe(
      1201,
    );
  });

  it('never charges now and later more than the total (property)', () => {
    const policy = fc.record({
      AutomaticPaymentType: fc.constantFrom<'None' | 'AtBooking' | 'BeforeArrival'>(
        'None',
        'AtBooking',
        'BeforeArrival',
      ),
      PercentageToCharge: fc.integer({ min: 0, max: 100 }),
      DaysBeforeArrival: fc.nat(30),
    });
    const anItem = fc.record({
      totalRoomCost: fc.integer({ min: 0, max: 100_000 }).map((p) => p / 100),
      totalServiceCost: fc.integer({ min: 0, max: 10_000 }).map((p) => p / 100),
      policy,
    });
    fc.assert(
      fc.property(
        fc.array(anItem, { maxLength: 4 }),
        fc.boolean(),
        fc.nat(500),
        (items, excl, discount) => {
          const totals = basketTotals(
            items.map((i) => ({ ...i, DateOfArrival: '2026-12-10' })),
            {
              currency: 'GBP',
              vat: { StandardVatRate: 20, IsStandardTaxExclusive: excl },
              today,
              discount,
            },
          );
          expect(totals.paymentNow + totals.paymentLater).toBeLessThanOrEqual(
            totals.totalCost + 0.02,
          );
          expect(
            Math.min(totals.totalCost, totals.totalVat, totals.paymentNow, totals.paymentLater),
          ).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
