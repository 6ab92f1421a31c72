import { describe, expect, it } from 'vitest';
import { grossPrice, priceTaxOf, quoteBooking, quoteRoom, type RoomToQuote } from './room-quote.ts';

const gbp = { currency: 'GBP', vatRate: 20, vatInclusive: true };
const ngn = { currency: 'NGN', vatRate: 7.5, vatInclusive: false };
const flexible = {
  AutomaticPaymentType: 'BeforeArrival',
  PercentageToCharge: 100,
  DaysBeforeArrival: 2,
} as const;

const room = (over: Partial<RoomToQuote> = {}): RoomToQuote => ({
  dateFrom: '2026-12-01',
  dateTo: '2026-12-03',
  adults: 2,
  children: 1,
  infants: 0,
  rate: {
    BaseRate: 200,
    BaseNumberOfAdults: 2,
    CostPerChild: 20,
    Policy: { PaymentPolicyConfiguration: flexible },
  },
  services: [],
  ...over,
});

describe('quoteRoom', () => {
  it.each([
    [
      'room only, VAT inclusive',
      room(),
      gbp,
      { roomCost: 220, servicesCost: 0, total: 220, vat: 36.67 },
    ],
    [
      'VAT added on top for an exclusive hotel',
      room({ children: 0 }),
      ngn,
      { roomCost: 215, servicesCost: 0, total: 215, vat: 15 },
    ],
    [
      'extras by their charge rule',
      room({
        services: [
          { ChargeType: 'PerDay', ChargePerPerson: true, Price: 24.5, Quantity: 1 },
          { ChargeType: 'PerQuantity', ChargePerPerson: false, Price: 15, Quantity: 2 },
        ],
      }),
      gbp,
      { roomCost: 220, servicesCost: 147 + 30, total: 397, vat: 66.17 },
    ],
  ])('%s', (_name, input, tax, expected) => {
    const quote = quoteRoom(input, tax, '2026-11-22');
    expect({
      roomCost: quote.roomCost,
      servicesCost: quote.servicesCost,
      total: quote.total,
      vat: quote.vat,
    }).toEqual(expected);
    expect(quote.nights).toBe(2);
  });

  it('makes a room’s total of its lines as shown, to the cent, when VAT is added on top', () => {
    // 100.05 + 7.5% = 107.55375 and 10.05 + 7.5% = 10.80375: the lines read 107.55 and 10.80.
    const quote = quoteRoom(
      room({
        children: 0,
        rate: { ...room().rate, BaseRate: 100.05 },
        services: [{ ChargeType: 'PerStay', ChargePerPerson: false, Price: 10.05, Quantity: 1 }],
      }),
      { currency: 'GBP', vatRate: 7.5, vatInclusive: false },
      '2026-11-22',
    );
    expect([quote.roomCost, quote.serviceCosts, quote.servicesCost, quote.total]).toEqual([
      107.55,
      [10.8],
      10.8,
      118.35,
    ]);
  });

  it('prices each extra on its own line (breakfast per night per guest: 24.50 × 2 nights × 3 guests)', () => {
    const quote = quoteRoom(
      room({
        services: [
          { ChargeType: 'PerDay', ChargePerPerson: true, Price: 24.5, Quantity: 1 },
          { ChargeType: 'PerStay', ChargePerPerson: false, Price: 45, Quantity: 1 },
        ],
      }),
      gbp,
      '2026-11-22',
    );
    expect(quote.serviceCosts).toEqual([147, 45]);
  });

  it.each([
    ['booked well before arrival: charged later', '2026-11-22', 0, 220],
    ['inside the window: charged now', '2026-11-30', 220, 0],
  ])('payment policy %s', (_name, today, now, later) => {
    const quote = quoteRoom(room(), gbp, today);
    expect([quote.dueNow, quote.dueLater]).toEqual([now, later]);
  });
});

describe('quoteBooking', () => {
  it('sums rooms, takes a voucher off what is charged now first and says what is left for the hotel', () => {
    const payAtHotel = room({
      rate: {
        BaseRate: 100,
        Policy: { PaymentPolicyConfiguration: { AutomaticPaymentType: 'None' } },
      },
      children: 0,
    });
    const items = [
      quoteRoom(room(), gbp, '2026-11-30').item,
      quoteRoom(payAtHotel, gbp, '2026-11-30').item,
    ];
    expect(quoteBooking(items, gbp, '2026-11-30', 50)).toEqual({
      total: 270,
      vat: 53.33,
      dueNow: 170,
      dueLater: 0,
      dueAtHotel: 100,
    });
  });
});

describe('priceTaxOf and grossPrice', () => {
  it('reads the property VAT flag once', () => {
    expect(
      priceTaxOf({ Currency: 'NGN', StandardVatRate: 7.5, IsStandardTaxExclusive: true }),
    ).toEqual(ngn);
    expect(grossPrice(100, ngn)).toBe(107.5);
    expect(grossPrice(100, gbp)).toBe(100);
  });
});
