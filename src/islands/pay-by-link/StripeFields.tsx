import { useCallback, type Dispatch, type SetStateAction } from 'react';
import type { PayByLinkConfig, PayByLinkTransaction } from '../../api/contract/pay-by-link.ts';
import StripePaymentElement, { type HostedCard } from '../../components/StripePaymentElement.tsx';
import * as urls from '../../site/urls.ts';
import type { ProcessAnswer } from '../../stores/pay-by-link.ts';

/** Starts the payment (without card data) and answers as the link's form expects. */
export type PayThroughStripe = (start: () => Promise<ProcessAnswer>) => Promise<ProcessAnswer>;

type Props = {
  propertyCode: string;
  transaction: PayByLinkTransaction;
  config: PayByLinkConfig;
  /** A state setter: the payment function is handed over as an updater's result. */
  onReady: Dispatch<SetStateAction<PayThroughStripe | null>>;
};

const refused = (message: string): ProcessAnswer => ({ ok: false, message, fields: {} });

/**
 * Stripe's Payment Element on a pay-by-link page, and the payment through it: Stripe checks its
 * fields, the server starts the payment and answers its client secret, and Stripe.js confirms it,
 * then goes to the link's status page. Loaded only for a hotel paid through Stripe.
 */
export default function StripeFields({ propertyCode, transaction, config, onReady }: Props) {
  const ready = useCallback(
    (card: HostedCard | null) =>
      onReady(
        card &&
          (() => async (start: () => Promise<ProcessAnswer>) => {
            const unfinished = await card.submit();
            if (unfinished) return refused(unfinished);
            const answer = await start();
            const secret = answer.ok ? answer.result.PaymentClientSecret : undefined;
            if (!answer.ok || !secret) return answer;
            const returnUrl = new URL(
              urls.securePayStatus(propertyCode, answer.result.ConfirmationToken ?? ''),
              location.href,
            ).href;
            return refused(await card.confirm(secret, returnUrl));
          }),
      ),
    [onReady, propertyCode],
  );
  return (
    <StripePaymentElement
      publishableKey={config.CardPayment?.PublishableKey ?? ''}
      amount={transaction.Action === 'Pay' ? transaction.AmountToPay : 0}
      currency={transaction.Currency}
      onReady={ready}
    />
  );
}
