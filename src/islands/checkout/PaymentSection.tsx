import { lazy, Suspense, type ReactNode } from 'react';
import { PaymentType } from '../../domain/payment/payment.ts';
import { paymentMethodLabel } from './payment-methods.ts';
import { TextField } from '../../components/TextField.tsx';
import { CardSection, type CardSectionProps } from './CardSection.tsx';
import type { CardForm, CheckoutForm } from '../../domain/payment/card-form.ts';
import { t } from '../../i18n/checkout-messages.ts';

// Few guests invoice an organisation: its search (and its texts) load when that is chosen.
const CompanyPicker = lazy(() =>
  import('./CompanyPicker.tsx').then((module) => ({ default: module.CompanyPicker })),
);

type Props = Omit<CardSectionProps, 'change'> & {
  propertyCode: string;
  methods: PaymentType[];
  form: CheckoutForm;
  change: (patch: Partial<CheckoutForm>) => void;
  changeCard: (patch: Partial<CardForm>) => void;
  /** The provider's own card fields (Stripe), shown instead of ours when the hotel uses them. */
  providerCardFields: ReactNode;
};

/** Payment details (spec §2): the methods this guest may use and what each one needs. */
export function PaymentSection(props: Props) {
  const { form, change, methods } = props;
  const error = (field: string) => props.errors.get(field)?.message;
  return (
    <fieldset className="space-y-4 rounded-lg border border-tertiary/30 bg-white p-4">
      <legend className="float-start mb-3 w-full text-xl font-semibold text-primary">
        {t('checkout.payment.title')}
      </legend>
      {methods.length > 1 && (
        <fieldset className="space-y-2">
          <legend className="font-medium">{t('checkout.payment.how')}</legend>
          {methods.map((method) => (
            <label key={method} className="flex items-center gap-2">
              <input
                type="radio"
                name="paymentType"
                checked={form.paymentType === method}
                onChange={() => change({ paymentType: method })}
              />
              {paymentMethodLabel(method)}
            </label>
          ))}
        </fieldset>
      )}
      {(form.paymentType === PaymentType.StoreCard || form.paymentType === PaymentType.PayByCard) &&
        (props.providerCardFields ?? (
          <CardSection
            card={props.card}
            change={props.changeCard}
            cardTypes={props.cardTypes}
            savedCards={props.savedCards}
            canSaveCard={props.canSaveCard}
            errors={props.errors}
            onLeave={props.onLeave}
            thisYear={props.thisYear}
          />
        ))}
      {form.paymentType === PaymentType.PayByCompanyInvoice && (
        <div className="space-y-4">
          <Suspense fallback={null}>
            <CompanyPicker
              propertyCode={props.propertyCode}
              company={form.company}
              onChange={(company) => change({ company })}
              error={error('company')}
            />
          </Suspense>
          <TextField
            id="poNumber"
            label={t('checkout.payment.po')}
            required
            value={form.poNumber}
            onChange={(poNumber) => change({ poNumber })}
            onBlur={() => props.onLeave('poNumber')}
            error={error('poNumber')}
          />
        </div>
      )}
      {form.paymentType === PaymentType.PayByIndividualInvoice && (
        <p>{t('checkout.payment.invoice')}</p>
      )}
      {form.paymentType === PaymentType.PayByPayStack && <p>{t('checkout.payment.paystack')}</p>}
    </fieldset>
  );
}
