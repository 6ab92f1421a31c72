import type { CardPayment } from '../../api/contract/card-payment.ts';
import type { PaymentProviders } from './providers.ts';

/**
 * What the booking pages need to take a property's card in its provider's own fields: only Stripe
 * has them. A property whose provider is not configured gets none (its payments are refused anyway).
 */
export function cardPaymentFor(
  providers: PaymentProviders,
  property: { readonly paymentProvider: string | null },
): { CardPayment?: CardPayment } {
  let provider;
  try {
    provider = providers.forProperty(property);
  } catch {
    return {};
  }
  return provider.name === 'Stripe' && provider.publishableKey
    ? { CardPayment: { Provider: 'Stripe', PublishableKey: provider.publishableKey } }
    : {};
}
