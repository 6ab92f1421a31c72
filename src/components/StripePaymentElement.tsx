import {
  loadStripe,
  type StripePaymentElement as StripePaymentElementType,
} from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/card-messages.ts';
import { stripeLocaleOf } from './stripe-locale.ts';

/** What a form does with the card fields: check them before booking, then pay with the secret. */
export interface HostedCard {
  /** Stripe's own check of what the guest typed; its message when something is missing. */
  submit(): Promise<string | null>;
  /**
   * Confirms the PaymentIntent (or SetupIntent): Stripe.js runs 3-D Secure, then goes to
   * `returnPath` (a path on this site). Comes back only when it did not, with Stripe's message.
   */
  confirm(clientSecret: string, returnPath: string): Promise<string>;
}

type Props = {
  publishableKey: string;
  /** Due now: 0 keeps the card for later (a SetupIntent). */
  amount: number;
  currency: string;
  /** The server keeps the card paid with for later (`setup_future_usage`): Stripe wants it said. */
  keepCard?: boolean;
  onReady: (card: HostedCard | null) => void;
};

/**
 * Stripe's Payment Element (deferred intent: shown before the booking or payment exists), for
 * checkout and pay by link alike: one chunk, loaded by whichever page needs it. The card number,
 * expiry and code are typed into Stripe's frame and go to Stripe only, never to our server.
 * Loaded with a dynamic import, so hotels on other providers never download it or Stripe.js.
 */
export default function StripePaymentElement({
  publishableKey,
  amount,
  currency,
  keepCard,
  onReady,
}: Props) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  // Stripe wants integer minor units. Worked out here, not with the domain's money rules, so the
  // pages sharing those rules do not pay for a chunk split off for this lazily loaded one.
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const amountMinor = Math.round(amount * 10 ** digits);

  useEffect(() => {
    let element: StripePaymentElementType | null = null;
    let gone = false;
    void loadStripe(publishableKey).then(
      (loaded) => {
        if (gone || !loaded || !host.current) return setFailed(!loaded);
        // Stripe's field labels and messages in the page's language.
        const locale = stripeLocaleOf(document.documentElement.lang);
        const elements = loaded.elements(
          amountMinor > 0
            ? {
                mode: 'payment',
                amount: amountMinor,
                currency: currency.toLowerCase(),
                locale,
                // Must match the PaymentIntent the server makes, or Stripe.js refuses to confirm.
                ...(keepCard ? { setupFutureUsage: 'off_session' as const } : {}),
              }
            : { mode: 'setup', currency: currency.toLowerCase(), locale },
        );
        element = elements.create('payment');
        element.mount(host.current);
        const ready = { stripe: loaded, elements };
        onReady({
          submit: async () => (await ready.elements.submit()).error?.message ?? null,
          confirm: async (clientSecret, returnPath) => {
            // Stripe wants an absolute address to come back to.
            const confirmParams = { return_url: new URL(returnPath, location.href).href };
            const { error } = clientSecret.startsWith('seti_')
              ? await ready.stripe.confirmSetup({
                  elements: ready.elements,
                  clientSecret,
                  confirmParams,
                })
              : await ready.stripe.confirmPayment({
                  elements: ready.elements,
                  clientSecret,
                  confirmParams,
                });
            // A card the bank refused is typed again; everything else on the page stays as typed.
            if (error?.type === 'card_error') element?.clear();
            return error?.message ?? t('card.paymentFailed');
          },
        });
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      onReady(null);
      element?.destroy();
    };
    // Stripe's fields are made once per key and amount; a new amount remakes them.
  }, [publishableKey, amountMinor, currency, keepCard, onReady]);

  return failed ? (
    <p role="alert">{t('card.formFailed')}</p>
  ) : (
    <div ref={host} data-stripe-payment-element className="min-h-[10rem]" />
  );
}
