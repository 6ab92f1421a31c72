import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canChoosePaymentMethod, PaymentType, paymentDue, paymentTypeToSend } from './payment.ts';
import type { PaymentPolicyConfiguration } from '../shared/types.ts';

const today = '2026-12-01';

describe('paymentDue (spec §9)', () => {
  it.each<
    [
      string,
      PaymentPolicyConfiguration | null,
      string,
      { now: number; later: number; chargeDate?: string },
    ]
  >([
    ['no policy', null, '2026-12-20', { now: 0, later: 0 }],
    [
      'policy None',
      { AutomaticPaymentType: 'None', PercentageToCharge: 100 },
      '2026-12-20',
      { now: 0, later: 0 },
    ],
    [
      'full payment at booking',
      { AutomaticPaymentType: 'AtBooking', PercentageToCharge: 100 },
      '2026-12-20',
      { now: 200, later: 0 },
    ],
    [
      'a deposit at booking',
      { AutomaticPaymentType: 'AtBooking', PercentageToCharge: 25 },
      '2026-12-20',
      { now: 50, later: 0 },
    ],
    [
      'at booking without a percentage charges everything',
      { AutomaticPaymentType: 'AtBooking' },
      '2026-12-20',
      { now: 200, later: 0 },
    ],
    [
      'before arrival, threshold not reached',
      { AutomaticPaymentType: 'BeforeArrival', PercentageToCharge: 50, DaysBeforeArrival: 7 },
      '2026-12-20',
      { now: 0, later: 100, chargeDate: '2026-12-13' },
    ],
    [
      'before arrival, exactly at the threshold',
      { AutomaticPaymentType: 'BeforeArrival', PercentageToCharge: 50, DaysBeforeArrival: 7 },
      '2026-12-08',
      { now: 100, later: 0 },
    ],
    [
      'before arrival, one day past the threshold',
      { AutomaticPaymentType: 'BeforeArrival', PercentageToCharge: 50, DaysBeforeArrival: 7 },
      '2026-12-09',
      { now: 0, later: 100, chargeDate: '2026-12-02' },
    ],
    [
      'before arrival, inside the threshold',
      { AutomaticPaymentType: 'BeforeArrival', PercentageToCharge: 100, DaysBeforeArrival: 14 },
      '2026-12-03',
      { now: 200, later: 0 },
    ],
    [
      'before arrival with no days given: on arrival day',
      { AutomaticPaymentType: 'BeforeArrival', PercentageToCharge: 100 },
      '2026-12-02',
      { now: 0, later: 200, chargeDate: '2026-12-02' },
    ],
    [
      'arrival today, 0 days before',
      { AutomaticPaymentType: 'BeforeArrival', PercentageToCharge: 100, DaysBeforeArrival: 0 },
      today,
      { now: 200, later: 0 },
    ],
    [
      'percentage over 100 is held to 100',
      { AutomaticPaymentType: 'AtBooking', PercentageToCharge: 150 },
      '2026-12-20',
      { now: 200, later: 0 },
    ],
  ])('%s', (_label, policy, arrival, split) => {
    expect(paymentDue(policy, 200, arrival, today)).toEqual(split);
  });

  it('never charges more than the amount, nor a negative sum (property)', () => {
    const policy = fc.record({
      AutomaticPaymentType: fc.constantFrom<'None' | 'AtBooking' | 'BeforeArrival'>(
        'None',
        'AtBooking',
        'BeforeArrival',
      ),
      PercentageToCharge: fc.option(fc.double({ min: -50, max: 200, noNaN: true }), {
        nil: undefined,
      }),
      DaysBeforeArrival: fc.option(fc.nat(60), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        policy,
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.nat(400),
        (p, amount, daysAhead) => {
          const arrival = new Date(Date.UTC(2026, 11, 1 + daysAhead)).toISOString().slice(0, 10);
          const { now, later } = paymentDue(p, amount, arrival, today);
          expect(now).toBeGreaterThanOrEqual(0);
          expect(later).toBeGreaterThanOrEqual(0);
          expect(now + later).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});

describe('paymentTypeToSend (spec §9)', () => {
  it.each([
    [PaymentType.StoreCard, 10, PaymentType.PayByCard],
    [PaymentType.StoreCard, 0.01, PaymentType.PayByCard],
    [PaymentType.StoreCard, 0, PaymentType.StoreCard],
    [PaymentType.PayByIndividualInvoice, 10, PaymentType.PayByIndividualInvoice],
    [PaymentType.PayByPayStack, 10, PaymentType.PayByPayStack],
  ])('type %i with %d due → %i', (type, amount, sent) => {
    expect(paymentTypeToSend(type, amount)).toBe(sent);
  });
});

describe('canChoosePaymentMethod (spec §5)', () => {
  const on = { EnableUserChoiceOfPaymentMethod: true };
  const allowed = { CanChoosePaymentMethod: true };
  it.each([
    ['enabled, logged in, allowed, paying online', on, allowed, PaymentType.StoreCard, true],
    [
      'option disabled',
      { EnableUserChoiceOfPaymentMethod: false },
      allowed,
      PaymentType.StoreCard,
      false,
    ],
    ['not logged in', on, null, PaymentType.StoreCard, false],
    ['user not allowed', on, { CanChoosePaymentMethod: false }, PaymentType.StoreCard, false],
    ['paying through the payment provider', on, allowed, PaymentType.PayByPayStack, false],
    ['paying by company invoice', on, allowed, PaymentType.PayByCompanyInvoice, false],
    ['paying by individual invoice', on, allowed, PaymentType.PayByIndividualInvoice, true],
  ])('%s', (_label, config, user, type, can) => {
    expect(canChoosePaymentMethod(config, user, type)).toBe(can);
  });
});
