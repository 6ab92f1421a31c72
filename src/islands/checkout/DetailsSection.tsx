import { PersonFields } from '../../components/PersonFields.tsx';
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

// The booker's fields keep the checkout's names: its messages link to them.
const PERSON_IDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'emailAddress',
  phone: 'telephoneNumber',
} as const;

/** Your details and billing address (spec §2 Checkout). */
export function DetailsSection(props: Props) {
  const { form, change, countries, errors, onLeave, required, phoneCountry } = props;
  const error = (field: string) => errors.get(field)?.message;
  return (
    <>
      <fieldset className="space-y-4 rounded-lg border border-tertiary/30 bg-white p-4">
        <legend className="float-start mb-3 w-full text-xl font-semibold text-primary">
          {t('checkout.details.title')}
        </legend>
        <PersonFields
          person={{
            firstName: form.firstName,
            lastName: form.lastName,
            email: form.emailAddress,
            phone: form.telephoneNumber,
          }}
          onChange={(patch) =>
            change({
              ...(patch.firstName !== undefined && { firstName: patch.firstName }),
              ...(patch.lastName !== undefined && { lastName: patch.lastName }),
              ...(patch.email !== undefined && { emailAddress: patch.email }),
              ...(patch.phone !== undefined && { telephoneNumber: patch.phone }),
            })
          }
          ids={PERSON_IDS}
          required={{ phone: true }}
          errors={{
            firstName: error('firstName'),
            lastName: error('lastName'),
            email: error('emailAddress'),
            phone: error('telephoneNumber'),
          }}
          onLeave={(field) => onLeave(PERSON_IDS[field])}
          phoneCountry={phoneCountry}
        />
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
        <legend className="float-start mb-3 w-full text-xl font-semibold text-primary">
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
