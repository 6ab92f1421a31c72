import { PROVIDER_NAMES, type PaymentProvider, type ProviderName } from './provider.ts';
import { simulatedProvider } from './simulated.ts';

/** Which provider takes each property's money, and the configured providers. */
export interface PaymentProviders {
  /** The property's own choice, else the environment's default (`PAYMENT_PROVIDER`). */
  forProperty(property: { readonly paymentProvider: string | null }): PaymentProvider;
  /** A payment started with one provider is always read, refunded and cancelled with that one. */
  byName(name: string): PaymentProvider;
  readonly defaultName: ProviderName;
}

export class ProviderNotConfigured extends Error {
  override readonly name = 'ProviderNotConfigured';
}

const isProviderName = (value: string): value is ProviderName =>
  (PROVIDER_NAMES as readonly string[]).includes(value);

/** `PAYMENT_PROVIDER` as written (any case), the simulated gateway when unset. */
export function providerNameOf(value: string | undefined): ProviderName {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return 'Simulated';
  const name = PROVIDER_NAMES.find((candidate) => candidate.toLowerCase() === wanted);
  if (!name)
    throw new ProviderNotConfigured(
      `PAYMENT_PROVIDER must be one of ${PROVIDER_NAMES.join(', ')}.`,
    );
  return name;
}

/**
 * The providers this server can use. A property set to a provider whose keys are not configured is
 * refused (ProviderNotConfigured) rather than quietly sent to the simulated gateway, which takes no
 * money.
 */
export function paymentProviders(
  configured: readonly PaymentProvider[],
  defaultName: ProviderName = 'Simulated',
): PaymentProviders {
  const all = new Map<ProviderName, PaymentProvider>([['Simulated', simulatedProvider]]);
  for (const provider of configured) all.set(provider.name, provider);
  // A default the server cannot use stops it at start, not at the first booking.
  if (!all.has(defaultName))
    throw new ProviderNotConfigured(
      `PAYMENT_PROVIDER is ${defaultName}, but its keys are not configured.`,
    );
  const byName = (name: string): PaymentProvider => {
    const provider = isProviderName(name) ? all.get(name) : undefined;
    if (!provider)
      throw new ProviderNotConfigured(`The ${name} payment provider is not configured.`);
    return provider;
  };
  return {
    defaultName,
    byName,
    forProperty: (property) => byName(property.paymentProvider ?? defaultName),
  };
}

/** Only the simulated gateway: the demo and tests that do not name a provider. */
export const simulatedOnly: PaymentProviders = paymentProviders([]);
