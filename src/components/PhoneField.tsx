import type { PhoneCountry } from '../domain/shared/phone.ts';
import { t } from '../i18n/phone-messages.ts';
import { TextField } from './TextField.tsx';

type Common = {
  label?: string | undefined;
  /** The hotel's country: a number typed without a country code is taken as one of its numbers. */
  country: PhoneCountry | null;
  required?: boolean | undefined;
  error?: string | undefined;
};

/** What the phone rule does with a number typed without its country code, said under the field. */
export function phoneHint(country: PhoneCountry | null): string {
  return country ? t('phone.hint', country) : t('phone.hintInternational');
}

/** The phone number of every form: the hotel's dialling code and country in a hint that is true. */
export function PhoneField({
  label = t('phone.label'),
  country,
  required = false,
  error,
  ...field
}: Common & {
  id?: string;
  /** For a form that also posts without JavaScript. */
  name?: string;
  className?: string;
  autoComplete?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...field}
      label={label}
      required={required}
      hint={phoneHint(country)}
      error={error}
    />
  );
}
