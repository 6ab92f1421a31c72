import type { PhoneCountry } from '../domain/shared/phone.ts';
import { t } from '../i18n/person-messages.ts';
import { PhoneField } from './PhoneField.tsx';
import { TextField } from './TextField.tsx';

/** A person as a form asks for them. */
export type Person = { firstName: string; lastName: string; email: string; phone: string };
export type PersonField = keyof Person;
type PerField<T> = Partial<Record<PersonField, T>>;

export type PersonFieldsProps = {
  person: Person;
  onChange: (patch: Partial<Person>) => void;
  errors?: PerField<string | undefined>;
  /** A word under a field (why the email matters, say); the phone has its own. */
  hints?: PerField<string>;
  /** The fields' ids, where a form's messages link to them. */
  ids?: PerField<string>;
  /** The fields' names, for a form that also posts without JavaScript. */
  names?: PerField<string>;
  /** Names and email are required unless said otherwise; the phone is not. */
  required?: PerField<boolean>;
  /** Whether the form asks for the email and the phone (both by default). */
  asks?: { email?: boolean; phone?: boolean };
  phoneCountry: PhoneCountry | null;
  phoneLabel?: string;
  onLeave?: (field: PersonField) => void;
  /** Off for someone other than the guest typing (another guest of the booking). */
  autofill?: boolean;
  className?: string;
};

/** First name, last name, email and phone, in that order, in every form that asks for a person. */
export function PersonFields({
  person,
  onChange,
  errors = {},
  hints = {},
  ids = {},
  names = {},
  required = {},
  asks = {},
  phoneCountry,
  phoneLabel,
  onLeave,
  autofill = true,
  className = '',
}: PersonFieldsProps) {
  const field = (key: PersonField, autoComplete: string) => ({
    id: ids[key],
    name: names[key],
    value: person[key],
    onChange: (value: string) => onChange({ [key]: value }),
    onBlur: () => onLeave?.(key),
    required: required[key] ?? key !== 'phone',
    autoComplete: autofill ? autoComplete : 'off',
    error: errors[key],
    hint: hints[key],
  });
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      <TextField label={t('person.firstName')} {...field('firstName', 'given-name')} />
      <TextField label={t('person.lastName')} {...field('lastName', 'family-name')} />
      {asks.email !== false && (
        <TextField label={t('person.email')} type="email" {...field('email', 'email')} />
      )}
      {asks.phone !== false && (
        <PhoneField {...field('phone', 'tel')} label={phoneLabel} country={phoneCountry} />
      )}
    </div>
  );
}
