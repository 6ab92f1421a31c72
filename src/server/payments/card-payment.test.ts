import { describe, expect, it } from 'vitest';
import { cardPaymentFor } from './card-payment.ts';
import { paymentProviders } from './providers.ts';
import { simulatedProvider } from './simulated.ts';

const stripe = { ...simulatedProvider, name: 'Stripe' as const, publishableKey: 'pk_test_1' };

describe('cardPaymentFor', () => {
  it.each([
    [
      'a Stripe property',
      'Stripe',
      { CardPayment: { Provider: 'Stripe', PublishableKey: 'pk_test_1' } },
    ],
    ['a simulated property', 'Simulated', {}],
    ['the default (simulated)', null, {}],
    ['a provider that is not configured', 'Paystack', {}],
  ])('%s', (_name, paymentProvider, expected) => {
    expect(cardPaymentFor(paymentProviders([stripe]), { paymentProvider })).toEqual(expected);
  });
});
