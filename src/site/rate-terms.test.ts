import { expect, it } from 'vitest';
import { paymentTermsText } from './rate-terms.ts';

const policy = (
  AutomaticPaymentType: 'None' | 'AtBooking' | 'BeforeArrival',
  PercentageToCharge: number,
  DaysBeforeArrival = 0,
) => ({
  Policy: {
    CancellationPolicy: '',
    PaymentPolicyConfiguration: { AutomaticPaymentType, PercentageToCharge, DaysBeforeArrival },
  },
});

it.each([
  [policy('None', 0), 'Nothing is charged online; you pay at the hotel.'],
  [policy('AtBooking', 0), 'Nothing is charged online; you pay at the hotel.'],
  [policy('AtBooking', 100), 'The full amount is charged when you book.'],
  [policy('AtBooking', 25), '25% of the total is charged when you book.'],
  [
    policy('BeforeArrival', 100, 2),
    'The full amount is charged 2 days before arrival (or when you book, if that is later).',
  ],
  [
    policy('BeforeArrival', 50, 1),
    '50% of the total is charged 1 day before arrival (or when you book, if that is later).',
  ],
  [
    policy('BeforeArrival', 100, 0),
    'The full amount is charged on the day of arrival (or when you book, if that is later).',
  ],
])('%j', (rate, text) => {
  expect(paymentTermsText(rate)).toBe(text);
});
