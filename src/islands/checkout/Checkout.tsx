import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { User } from '../../api/contract/account.ts';
import type { BookConfig } from '../../api/contract/book.ts';
import type { CardPayment } from '../../api/contract/card-payment.ts';
import type { CreateReservationResult } from '../../api/contract/reservation.ts';
import type { HostedCard } from '../../components/StripePaymentElement.tsx';
import { usePhoneRule } from '../../components/phone-rule.ts';
import { loadPhoneRule } from '../../domain/shared/load-phone-rule.ts';
import type { PhoneCountry } from '../../domain/shared/phone.ts';
import { isFilled } from '../../domain/shared/validation.ts';
import { PaymentType } from '../../domain/payment/payment.ts';
import { paymentWayOf } from '../../domain/payment/payment-lines.ts';
import { formatMoney } from '../../i18n/currency.ts';
import { $basket, EMPTY_BASKET } from '../../stores/basket.ts';
import { trackEcommerce } from '../../browser/ecommerce.ts';
import { basketAnalytics } from '../../browser/basket-analytics.ts';
import { $displayCurrency } from '../../stores/currency.ts';
import { $loginDialogOpen, $user, openLoginDialog } from '../../stores/session.ts';
import { basketTotals } from '../../stores/basket-view.ts';
import type { PriceTax } from '../../domain/booking/room-quote.ts';
import type { ExchangeRates } from '../../domain/shared/money.ts';
import { canConfirm, confirmationBlockers, type ConfirmRules } from './blockers.ts';
import { EMPTY_CARD, type CardForm, type CheckoutForm } from '../../domain/payment/card-form.ts';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { DetailsSection } from './DetailsSection.tsx';
import { availablePaymentMethods } from './payment-methods.ts';
import { PaymentSection } from './PaymentSection.tsx';
import { browserData, reservationPayload, reservationRooms } from './reservation-payload.ts';
import { languageCodeOf, localeOfLanguageCode } from '../../i18n/locale.ts';
import { CARD_FIELDS, refusedFields } from './refused-fields.ts';
import { TermsSection } from './TermsSection.tsx';
import { useCheckoutForm, usePrefillFromUser } from './use-checkout-form.ts';
import { AccountSection } from './AccountSection.tsx';
import { ConfirmSection } from './ConfirmSection.tsx';
import { ExtraSection } from './ExtraSection.tsx';
import { paymentTypeLabel, savedCardOption } from './checkout-labels.ts';
import { VoucherField, type AppliedVoucher } from './VoucherField.tsx';
import { t } from '../../i18n/checkout-messages.ts';
import * as urls from '../../site/urls.ts';
import type { Locale } from '../../i18n/locale.ts';
import { Notice } from '../../components/Notice.tsx';

// Few guests log in here: the dialog, its form and their rules load when one asks for it.
const LoginDialog = lazy(() => import('../../components/LoginDialog.tsx'));
// Only a hotel paid through Stripe loads Stripe's fields (and Stripe.js with them).
const StripePaymentElement = lazy(() => import('../../components/StripePaymentElement.tsx'));

export type CheckoutProps = {
  propertyCode: string;
  /** The page's language, for the links this island writes (none on English pages). */
  locale?: Locale | undefined;
  /** Set when the guest comes back from a payment that did not go through. */
  token: string | null;
  tax: PriceTax;
  /** Rates to the currencies the guest may see prices in; null when the hotel shows one. */
  exchange: ExchangeRates | null;
  today: string;
  thisYear: number;
  payByPayStack: boolean;
  termsUrl: string | null;
  rules: ConfirmRules &
    Pick<
      BookConfig,
      | 'EnableUserChoiceOfPaymentMethod'
      | 'EnablePayByCompanyInvoice'
      | 'CustomTermsAndConditionsText'
    >;
  countries: { Id: number; Name: string }[];
  cardTypes: { Id: number; Name: string }[];
  /** Set when the card is typed into the provider's own fields (Stripe) instead of ours. */
  cardPayment: CardPayment | null;
  defaultCountryId: number;
  /** The hotel's country: a phone number without a country code is one of its numbers. */
  phoneCountry: PhoneCountry | null;
  /** The logged-in guest when the page was rendered; a login on this page takes over. */
  user: User | null;
};

/** Checkout (spec §2): the guest's details, payment and terms beside the basket, then the booking. */
export default function Checkout(props: CheckoutProps) {
  const { propertyCode, tax, today, rules, cardTypes } = props;
  // Every page the guest goes on to is in this page's language.
  const link = (path: string) => urls.localised(props.locale, path);
  const user = useStore($user) ?? props.user;
  const savedCards = (user?.CreditCards ?? []).map(savedCardOption);
  const basket = useStore($basket, { ssr: () => EMPTY_BASKET });
  const { stored, secrets, touched, refused, setRefused, forget, change, leave } =
    useCheckoutForm();
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [mounted, setMounted] = useState(false);
  const [hostedCard, setHostedCard] = useState<HostedCard | null>(null);
  const inFlight = useRef(false);
  // A booking held for a payment the provider declined: paid again with another card, not re-made.
  const held = useRef<{ sent: string; result: CreateReservationResult } | null>(null);
  const loginOpen = useStore($loginDialogOpen);
  const [loginAsked, setLoginAsked] = useState(false);
  if (loginOpen && !loginAsked) setLoginAsked(true);

  const methods = availablePaymentMethods({
    payByPayStack: props.payByPayStack,
    config: rules,
    user,
    ratesAllowCompanyInvoice: basket.items.every(
      (item) => !item || item.rate.CanPayByCompanyInvoice,
    ),
  });
  const paymentType = methods.includes(stored.paymentType)
    ? stored.paymentType
    : (methods[0] ?? PaymentType.StoreCard);
  const form: CheckoutForm = {
    ...stored,
    ...secrets,
    paymentType,
    country: stored.country || props.defaultCountryId,
  };

  useEffect(() => {
    setMounted(true);
    // Spec §2: no basket and no token → back to the search.
    const current = $basket.get();
    if (current.propertyCode !== propertyCode || !current.items.some(Boolean)) {
      if (!props.token) location.replace(link(urls.book(propertyCode)));
      return;
    }
    // A basket filled in another language is named again in this page's (the switcher keeps it).
    if (current.locale !== document.documentElement.lang)
      void import('./basket-words.ts')
        .then((words) => words.nameBasketAgain(current))
        .catch(() => undefined);
    trackEcommerce('begin_checkout', {
      currency: tax.currency,
      ...basketAnalytics(current.items, tax, today),
    });
  }, [propertyCode, props.token, props.locale, tax, today]);

  usePrefillFromUser(user, setCard);

  const phoneRule = usePhoneRule();
  const phoneCountry = props.phoneCountry?.code ?? null;
  // The rule loads as the form appears; confirming waits for it (see confirm).
  const isPhone = phoneRule
    ? (value: string) => phoneRule.isValidPhone(value, phoneCountry)
    : isFilled;
  const paysByCard =
    form.paymentType === PaymentType.StoreCard || form.paymentType === PaymentType.PayByCard;
  // A saved card is still sent by its id; a new one goes into the provider's fields.
  const inProviderFields = props.cardPayment !== null && !card.savedCardId;
  const checked = confirmationBlockers(form, card, cardTypes, rules, isPhone, inProviderFields);
  // What the server refused stands beside its field until the guest changes that field.
  const blockers = [
    ...checked,
    ...Object.entries(refused)
      .filter(([field]) => !checked.some((b) => b.field === field))
      .map(([field, message]) => ({ field, message })),
  ];
  const shownErrors = new Map(
    blockers.filter((b) => touched.has(b.field) || b.field in refused).map((b) => [b.field, b]),
  );
  const allowed =
    blockers.length === 0 &&
    canConfirm(form, card, cardTypes, rules, submitting, isPhone, inProviderFields) &&
    (!inProviderFields || !paysByCard || hostedCard !== null);
  const totals = basketTotals(basket.items, tax, today, voucher?.discount ?? 0);
  const money = (amount: number) => formatMoney(amount, tax.currency);
  // The voucher check prices these rooms; worked out again only when the basket changes.
  const rooms = useMemo(
    () => reservationRooms(basket.items, tax, today),
    [basket.items, tax, today],
  );

  async function confirm() {
    if (inFlight.current || !allowed) return;
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    // One key per attempt: a second click or a retried request of this attempt cannot book twice.
    const key = crypto.randomUUID();
    trackEcommerce('add_payment_info', {
      currency: tax.currency,
      payment_type: paymentTypeLabel(form.paymentType),
      ...basketAnalytics(basket.items, tax, today),
    });
    try {
      const viaProvider = inProviderFields && paysByCard ? hostedCard : null;
      // Stripe checks its own fields before the booking is made.
      const unfinished = viaProvider ? await viaProvider.submit() : null;
      if (unfinished) throw new Error(unfinished);
      const [{ createReservation }, rule] = await Promise.all([
        import('./checkout-calls.ts'),
        loadPhoneRule(),
      ]);
      // Sent in international form: a number without its country code is the hotel country's.
      const phone = rule.internationalPhone(form.telephoneNumber, phoneCountry);
      const payload = reservationPayload(basket, { ...form, telephoneNumber: phone ?? '' }, card, {
        propertyCode,
        tax,
        today,
        cardTypes,
        voucher,
        browser: browserData(),
        displayCurrency: $displayCurrency.get(),
        cardInProviderFields: viaProvider !== null,
        languageCode: languageCodeOf(localeOfLanguageCode(document.documentElement.lang)),
      });
      const sent = JSON.stringify(payload);
      const again = viaProvider && held.current?.sent === sent ? held.current.result : null;
      const result = again ?? (await createReservation(payload, key));
      if (viaProvider && result.PaymentClientSecret) {
        held.current = { sent, result };
        // Stripe.js runs 3-D Secure, then goes to the status page, which asks the server.
        const back = link(urls.status(propertyCode, result.ConfirmationToken));
        throw new Error(await viaProvider.confirm(result.PaymentClientSecret, back));
      }
      location.assign(
        result.Status === 'PendingPayment' && result.RedirectUrl
          ? result.RedirectUrl
          : link(urls.confirmation(propertyCode, result.ConfirmationToken)),
      );
    } catch (error) {
      const { isApiError } = await import('../../api/api-error.ts');
      const fields = isApiError(error) && error.status === 400 ? refusedFields(error.fields) : {};
      if (Object.keys(fields).length > 0) {
        // Said beside each field, the rest of the form (the security code too) kept as typed.
        setRefused(fields);
        setFailure(t('checkout.checkFields'));
      } else {
        const message =
          error instanceof Error && error.message ? error.message : t('checkout.createFailed');
        // Said beside the Confirm button only: a toast repeating it would hide the header.
        setFailure(message);
        // A card the bank refused is typed again with its code.
        setCard((current) => ({ ...current, securityCode: '' }));
      }
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  if (mounted && !basket.items.some(Boolean)) {
    return (
      <p role="status" className="rounded bg-white p-4">
        {t('checkout.emptyBasket')}{' '}
        <a className="text-primary underline" href={link(urls.book(propertyCode))}>
          {t('checkout.searchRoom')}
        </a>
        .
      </p>
    );
  }

  const customTerms =
    rules.HasCustomTermsAndConditions &&
    (!rules.OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice ||
      form.paymentType === PaymentType.PayByCompanyInvoice)
      ? {
          label: rules.CustomTermsAndConditionsLabel ?? t('checkout.customTerms'),
          text: rules.CustomTermsAndConditionsText ?? '',
        }
      : null;

  return (
    <div className="grid gap-6 md:grid-cols-[1fr_22rem]">
      {/* Outside the checkout form: the login form inside the dialog must not be a nested form.
          The marker tells the menu this page opens its own login dialog. */}
      <span hidden data-login-dialog />
      {loginAsked && (
        <Suspense fallback={null}>
          <LoginDialog
            propertyCode={propertyCode}
            returnUrl={link(urls.checkout(propertyCode))}
            locale={props.locale}
          />
        </Suspense>
      )}
      {!user && (
        <p className="rounded-lg border border-tertiary/30 bg-white p-4 md:col-span-2">
          {t('checkout.login.before')}{' '}
          <button type="button" className="text-primary underline" onClick={openLoginDialog}>
            {t('checkout.login.link')}
          </button>{' '}
          {t('checkout.login.after')}
        </p>
      )}
      <div className="md:order-2">
        {mounted ? (
          <CheckoutSummary
            basket={basket}
            tax={tax}
            today={today}
            discount={voucher?.discount ?? 0}
            exchange={props.exchange}
            way={paymentWayOf(form.paymentType, form.company?.Name ?? null, form.poNumber || null)}
            editUrl={`${link(urls.roomsAndRates(propertyCode))}?${basket.searchKey}`}
          />
        ) : (
          // A phone shows the summary above the form: holding a one-room summary's height keeps
          // the form from jumping down when the stay appears (Lighthouse CLS 0.23 without it).
          <p role="status" className="needs-js min-h-[23rem] md:min-h-0">
            {t('checkout.loading')}
          </p>
        )}
      </div>
      <form
        className="space-y-6 md:order-1"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        {/* Until the page is interactive the fields are disabled: typing into them would be lost. */}
        <fieldset disabled={!mounted} className="contents">
          {props.token && (
            <Notice role="alert" tone="warning" className="rounded bg-white p-3">
              {t('checkout.paymentNotCompleted')}
            </Notice>
          )}
          <DetailsSection
            form={form}
            change={change}
            countries={props.countries}
            errors={shownErrors}
            onLeave={leave}
            required={{ city: rules.CityRequired === true }}
            phoneCountry={props.phoneCountry}
          />
          <ExtraSection form={form} change={change} />
          {!user && <AccountSection form={form} change={change} onLeave={leave} />}
          <PaymentSection
            propertyCode={propertyCode}
            methods={methods}
            form={form}
            change={change}
            card={card}
            changeCard={(patch) => {
              forget(Object.keys(patch).map((key) => CARD_FIELDS[key] ?? key));
              setCard((current) => ({ ...current, ...patch }));
            }}
            cardTypes={cardTypes}
            providerCardFields={
              inProviderFields && props.cardPayment ? (
                <Suspense fallback={null}>
                  <StripePaymentElement
                    publishableKey={props.cardPayment.PublishableKey}
                    amount={totals.dueNow}
                    currency={tax.currency}
                    keepCard
                    onReady={setHostedCard}
                  />
                </Suspense>
              ) : null
            }
            savedCards={savedCards}
            canSaveCard={user !== null}
            errors={shownErrors}
            onLeave={leave}
            thisYear={props.thisYear}
          />
          <div className="rounded-lg border border-tertiary/30 bg-white p-4">
            <VoucherField
              propertyCode={propertyCode}
              currency={tax.currency}
              rooms={rooms}
              voucher={voucher}
              onChange={setVoucher}
            />
          </div>
          <TermsSection
            form={form}
            change={change}
            termsUrl={props.termsUrl}
            customTerms={customTerms}
            errors={shownErrors}
          />
          {failure && (
            <Notice role="alert" tone="negative" className="rounded bg-white p-3">
              {failure}
            </Notice>
          )}
        </fieldset>
        <ConfirmSection
          label={
            submitting
              ? t('checkout.booking')
              : totals.dueNow > 0
                ? t('checkout.confirmPay', { amount: money(totals.dueNow) })
                : t('checkout.confirm')
          }
          disabled={!mounted || !allowed}
          blockers={blockers}
          onLeave={leave}
        />
      </form>
    </div>
  );
}
