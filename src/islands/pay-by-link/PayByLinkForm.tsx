import { lazy, Suspense, useRef, useState } from 'react';
import type { PayByLinkConfig, PayByLinkTransaction } from '../../api/contract/pay-by-link.ts';
import {
  CardFields,
  cardDetailsOf,
  cardErrorsOf,
  EMPTY_CARD,
  type TypedCard,
} from '../../components/CardFields.tsx';
import { TextField } from '../../components/TextField.tsx';
import { isValidEmail } from '../../domain/shared/validation.ts';
import { formatMoney } from '../../i18n/currency.ts';
import { t } from '../../i18n/pay-by-link-messages.ts';
import * as urls from '../../site/urls.ts';
import type { Locale } from '../../i18n/locale.ts';
import { processPayByLink, type ProcessAnswer } from '../../stores/pay-by-link.ts';
import type { HostedCard } from '../../components/StripePaymentElement.tsx';

// Only a hotel paid through Stripe loads Stripe's fields (and Stripe.js with them), in the chunk
// checkout loads them from.
const StripePaymentElement = lazy(() => import('../../components/StripePaymentElement.tsx'));

export type PayByLinkFormProps = {
  propertyCode: string;
  transaction: PayByLinkTransaction;
  config: PayByLinkConfig;
  /** Why an earlier try did not go through (a declined card), shown above the form. */
  earlier: string | null;
  /** The page's language, for the links this island writes (none on English pages). */
  locale?: Locale | undefined;
};

/** Pay an invoice or store a card (spec §2 Pay By Link): the amount and what it is for, the email, the card. */
export default function PayByLinkForm({
  propertyCode,
  transaction,
  config,
  earlier,
  locale,
}: PayByLinkFormProps) {
  const pay = transaction.Action === 'Pay';
  const [email, setEmail] = useState(transaction.Email);
  const [card, setCard] = useState<TypedCard>(EMPTY_CARD);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(earlier);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [hostedCard, setHostedCard] = useState<HostedCard | null>(null);
  // The payment Stripe is asked to confirm: after a decline it stays open for another card.
  const started = useRef<ProcessAnswer | null>(null);
  const stripe = config.PayByPayStack ? undefined : config.CardPayment;
  const amount = formatMoney(transaction.AmountToPay, transaction.Currency);

  async function submit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!isValidEmail(email)) {
      setFields({ Email: t('paybylink.emailInvalid') });
      setMessage(t('paybylink.checkDetails'));
      return;
    }
    if (stripe && !hostedCard) return;
    setBusy(true);
    setMessage(null);
    // Stripe checks its own fields before the payment is started.
    const unfinished = await hostedCard?.submit();
    const answer = unfinished
      ? { ok: false as const, message: unfinished, fields: {} }
      : (started.current ??
        (await processPayByLink(
          propertyCode,
          transaction,
          email.trim(),
          // Stripe's fields send the card to Stripe only: none of it comes to us.
          config.PayByPayStack || stripe ? null : cardDetailsOf(card, email.trim()),
        )));
    if (answer.ok && hostedCard && answer.result.PaymentClientSecret) {
      started.current = answer;
      // Stripe.js runs 3-D Secure, then goes to the status page, which asks Stripe on the server.
      const back = urls.localised(
        locale,
        urls.securePayStatus(propertyCode, answer.result.ConfirmationToken!),
      );
      setMessage(await hostedCard.confirm(answer.result.PaymentClientSecret, back));
      setBusy(false);
      return;
    }
    if (answer.ok) {
      const { RedirectUrl, ConfirmationToken } = answer.result;
      // The bank's challenge or the provider's page; else the receipt straight away.
      window.location.assign(
        RedirectUrl ??
          urls.localised(locale, urls.securePayConfirmation(propertyCode, ConfirmationToken!)),
      );
      return;
    }
    setBusy(false);
    setFields(answer.fields);
    setMessage(answer.message);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-5"
      aria-busy={busy}
    >
      <dl className="grid gap-x-6 gap-y-2 rounded bg-white p-4 shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-sm text-dark/80">
            {t(pay ? 'paybylink.invoice' : 'paybylink.reference')}
          </dt>
          <dd className="font-medium">{transaction.InvoiceNumber}</dd>
        </div>
        {pay && (
          <div>
            <dt className="text-sm text-dark/80">{t('paybylink.amount')}</dt>
            <dd className="text-xl font-semibold">{amount}</dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="text-sm text-dark/80">{t('paybylink.for')}</dt>
          <dd>{transaction.Description}</dd>
        </div>
      </dl>
      {/* Notice's look, written out: its own file would cost this page's script budget. */}
      {!pay && (
        <p className="rounded border-s-4 border-info bg-white p-3">
          {t('paybylink.storeNotice', { hotel: config.PropertyName })}
        </p>
      )}
      <div role="alert">
        {message && (
          <p className="rounded border-s-4 border-negative bg-white p-3 font-medium">{message}</p>
        )}
      </div>
      <TextField
        label={t('paybylink.email')}
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
        required
        error={fields['Email']}
        hint={t('paybylink.emailHint')}
      />
      {config.PayByPayStack ? (
        <p>{t('paybylink.paystack')}</p>
      ) : (
        <fieldset className="space-y-3">
          <legend className="font-semibold">{t('paybylink.card')}</legend>
          {stripe ? (
            <Suspense fallback={null}>
              <StripePaymentElement
                publishableKey={stripe.PublishableKey}
                amount={pay ? transaction.AmountToPay : 0}
                currency={transaction.Currency}
                onReady={setHostedCard}
              />
            </Suspense>
          ) : (
            <CardFields card={card} onCard={setCard} errors={cardErrorsOf(fields)} />
          )}
        </fieldset>
      )}
      <button
        type="submit"
        className="h-12 w-full rounded bg-primary px-6 font-semibold text-white sm:w-auto"
        aria-disabled={busy || undefined}
      >
        {busy
          ? t('paybylink.processing')
          : pay
            ? t('paybylink.pay', { amount })
            : t('paybylink.store')}
      </button>
    </form>
  );
}
