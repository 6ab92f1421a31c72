import { PhoneField } from '../../components/PhoneField.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { PhoneCountry } from '../../domain/shared/phone.ts';
import type { Blocker } from './blockers.ts';
import type { CheckoutForm } from '../../domain/payment/card-form.ts';
import { t } from '../../i18n/checkout-messages.ts';

type Props = {
  form: CheckoutForm;
  change: (patch: Partial<CheckoutForm>) => void;
  countries: { Id: number; Name: string }[];
  /** Errors to show now (fields the guest has left or tried to confirm with). */
  errors: Map<string, Blocker>;
  onLeave: (field: string) => void;
  required: { city: boolean };
  phoneCountry: PhoneCountry | null;
};

/** Your details and billing address (spec §2 Checkout). */
export function DetailsSection(props: Props) {
  const { form, change, countries, errors, onLeave, required, phoneCountry } = props;
  const error = (field: string) => errors.get(field)?.message;
  return (
    <>
      <fieldset className="space-y-4 rounded-lg border border-tertiary/30 bg-white p-4">
        <legend className="float-left mb-3 w-full text-xl font-semibold text-primary">
          {t('checkout.details.title')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="firstName"
            label={t('checkout.details.firstName')}
            autoComplete="given-name"
            required
            value={form.firstName}
            onChange={(firstName) => change({ firstName })}
            onBlur={() => onLeave('firstName')}
            error={error('firstName')}
          />
          <TextField
            id="lastName"
            label={t('checkout.details.lastName')}
            autoComplete="family-name"
            required
            value={form.lastName}
            onChange={(lastName) => change({ lastName })}
            onBlur={() => onLeave('lastName')}
            error={error('lastName')}
          />
          <TextField
            id="emailAddress"
            label={t('checkout.details.email')}
            type="email"
            autoComplete="email"
            required
            value={form.emailAddress}
            onChange={(emailAddress) => change({ emailAddress })}
            onBlur={() => onLeave('emailAddress')}
            error={error('emailAddress')}
          />
          <PhoneField
            id="telephoneNumber"
            country={phoneCountry}
            required
            value={form.telephoneNumber}
            onChange={(telephoneNumber) => change({ telephoneNumber })}
            onBlur={() => onLeave('telephoneNumber')}
            error={error('telephoneNumber')}
          />
        </div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1"
            checked={form.optInToReceiveUpdates}
            onChange={(e) => change({ optInToReceiveUpdates: e.target.checked })}
          />
          {t('checkout.details.news')}
        </label>
      </fieldset>
      <fieldset className="space-y-4 rounded-lg border border-tertiary/30 bg-white p-4">
        <legend className="float-left mb-3 w-full text-xl font-semibold text-primary">
          {t('checkout.billing.title')}
        </legend>
        <TextField
          id="street"
          label={t('checkout.billing.street')}
          autoComplete="address-line1"
          required
          value={form.street}
          onChange={(street) => change({ street })}
          onBlur={() => onLeave('street')}
          error={error('street')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="city"
            label={t('checkout.billing.city')}
            autoComplete="address-level2"
            required={required.city}
            value={form.city}
            onChange={(city) => change({ city })}
            onBlur={() => onLeave('city')}
            error={error('city')}
          />
          <TextField
            id="postCode"
            label={t('checkout.billing.postCode')}
            autoComplete="postal-code"
            required
            value={form.postCode}
            onChange={(postCode) => change({ postCode })}
            onBlur={() => onLeave('postCode')}
            error={error('postCode')}
          />
        </div>
        <div>
          <label htmlFor="country" className="block font-medium">
            {t('checkout.billing.country')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id="country"
            required
            autoComplete="country"
            className="mt-1 block w-full rounded border border-control bg-white px-3 py-2"
            value={form.country || ''}
            onChange={(e) => change({ country: Number(e.target.value) || 0 })}
            onBlur={() => onLeave('country')}
            aria-invalid={error('country') ? true : undefined}
            aria-describedby={error('country') ? 'country-error' : undefined}
          >
            <option value="">{t('checkout.choose')}</option>
            {countries.map((c) => (
              <option key={c.Id} value={c.Id}>
                {c.Name}
              </option>
            ))}
          </select>
          {error('country') && (
            <p id="country-error" className="mt-1 text-sm text-negative">
              {error('country')}
            </p>
          )}
        </div>
      </fieldset>
    </>
  );
}
