import { describe, expect, it } from 'vitest';
import { basketTotals, itemTotals } from './basket-view.ts';
import { makeItem, makeRate } from './test-fixtures.ts';

const gbp = { currency: 'GBP', vatRate: 20, vatInclusive: true };

describe('itemTotals', () => {
  it('adds extras by their charge rule and splits VAT out of an inclusive total', () => {
    const item = makeItem({
      numberOfAdults: 2,
      numberOfChildren: 1,
      services: [
        {
          ServiceId: 1,
          Name: 'Breakfast',
          ChargeType: 'PerDay',
          ChargePerPerson: true,
          Price: 20,
          Quantity: 1,
        }, // 20 × 2 nights × 3 people
        {
          ServiceId: 2,
          Name: 'Parking',
          ChargeType: 'PerQuantity',
          ChargePerPerson: false,
          Price: 15,
          Quantity: 2,
        },
        {
          ServiceId: 3,
          Name: 'Flowers',
          ChargeType: 'PerStay',
          ChargePerPerson: false,
          Price: 45,
          Quantity: 1,
        },
      ],
    });
    const totals = itemTotals(item, gbp, '2026-11-22');
    expect(totals.nights).toBe(2);
    expect(totals.roomCost).toBe(220); // 200 + one child 20
    expect(totals.servicesCost).toBe(120 + 30 + 45);
    expect(totals.total).toBe(415);
    expect(totals.vat).toBe(69.17); // 415 / 120 × 20
  });

  it('adds VAT on top for an exclusive hotel', () => {
    const totals = itemTotals(
      makeItem(),
      { currency: 'NGN', vatRate: 7.5, vatInclusive: false },
      '2026-11-22',
    );
    expect(totals.total).toBe(215);
    expect(totals.vat).toBe(15);
  });

  it.each([
    ['flexible booked well before arrival: charged later', makeRate(), '2026-11-22', 0, 200],
    ['flexible inside the window: charged now', makeRate(), '2026-11-30', 200, 0],
    [
      'non-refundable: charged now',
      makeRate({
        Policy: {
          CancellationPolicy: '',
          PaymentPolicyConfiguration: {
            AutomaticPaymentType: 'AtBooking',
            PercentageToCharge: 100,
            DaysBeforeArrival: 0,
          },
        },
      }),
      '2026-11-22',
      200,
      0,
    ],
    [
      'pay at hotel',
      makeRate({
        Policy: {
          CancellationPolicy: '',
          PaymentPolicyConfiguration: {
            AutomaticPaymentType: 'None',
            PercentageToCharge: 0,
            DaysBeforeArrival: 0,
          },
        },
      }),
      '2026-11-22',
      0,
      0,
    ],
  ])('%s', (_name, rate, today, now, later) => {
    const totals = itemTotals(makeItem({ rate }), gbp, today);
    expect([totals.dueNow, totals.dueLater]).toEqual([now, later]);
  });
});

describe('basketTotals', () => {
  it('sums the rooms and says what is left to pay at the hotel', () => {
    const payAtHotel = makeRate({
      Policy: {
        CancellationPolicy: '',
        PaymentPolicyConfiguration: {
          AutomaticPaymentType: 'None',
          PercentageToCharge: 0,
          DaysBeforeArrival: 0,
        },
      },
    });
    const totals = basketTotals(
      [makeItem(), null, makeItem({ rate: payAtHotel })],
      gbp,
      '2026-11-22',
    );
    expect(totals).toEqual({ total: 400, vat: 66.67, dueNow: 0, dueLater: 200, dueAtHotel: 200 });
  });
});
