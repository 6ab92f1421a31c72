import type { PaymentProvider } from './provider.ts';
import { stripeProvider, stripeSettingsFromEnv } from './stripe.ts';
import { paystackProvider, paystackSettingsFromEnv } from './paystack.ts';
import { publicOrigin } from '../../serving/public-origin.ts';
import { paymentProviders, providerNameOf, type PaymentProviders } from './providers.ts';

/**
 * The providers the environment configures: `PAYMENT_PROVIDER` names the default for properties
 * that do not choose their own (the simulated gateway when unset).
 */
export function paymentProvidersFromEnv(env: NodeJS.ProcessEnv): PaymentProviders {
  const configured: PaymentProvider[] = [];
  const stripe = stripeSettingsFromEnv(env);
  if (stripe) configured.push(stripeProvider(stripe));
  const paystack = paystackSettingsFromEnv(env, publicOrigin(env));
  if (paystack) configured.push(paystackProvider(paystack));
  return paymentProviders(configured, providerNameOf(env['PAYMENT_PROVIDER']));
}
