import { describe, expect, it } from 'vitest';
import { paymentProviders, providerNameOf, ProviderNotConfigured } from './providers.ts';
import type { PaymentProvider } from './provider.ts';

const fake = (name: PaymentProvider['name']) => ({ name }) as PaymentProvider;

describe('providerNameOf (PAYMENT_PROVIDER)', () => {
  it.each([
    [undefined, 'Simulated'],
    ['', 'Simulated'],
    ['stripe', 'Stripe'],
    [' Paystack ', 'Paystack'],
    ['SIMULATED', 'Simulated'],
  ])('%s → %s', (value, name) => {
    expect(providerNameOf(value)).toBe(name);
  });

  it('refuses a provider it does not know', () => {
    expect(() => providerNameOf('paypal')).toThrow(ProviderNotConfigured);
  });
});

describe('paymentProviders', () => {
  const providers = paymentProviders([fake('Stripe')], 'Stripe');

  it("uses the property's own choice, else the default", () => {
    expect(providers.forProperty({ paymentProvider: null }).name).toBe('Stripe');
    expect(providers.forProperty({ paymentProvider: 'Simulated' }).name).toBe('Simulated');
  });

  it('refuses to start with a default whose keys are not configured', () => {
    expect(() => paymentProviders([], 'Stripe')).toThrow(ProviderNotConfigured);
  });

  it('refuses a provider whose keys are not configured instead of taking no money', () => {
    expect(() => providers.forProperty({ paymentProvider: 'Paystack' })).toThrow(
      ProviderNotConfigured,
    );
    expect(() => providers.byName('Unknown')).toThrow(ProviderNotConfigured);
  });
});
