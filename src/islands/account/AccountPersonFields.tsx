import { useState } from 'react';
import { PersonFields, type Person } from '../../components/PersonFields.tsx';
import type { FieldErrors } from '../../domain/account/validate-forms.ts';
import type { PhoneCountry } from '../../domain/shared/phone.ts';

type Props = {
  /** What the fields start with: the guest as saved, or what a no-JavaScript post sent back. */
  initial: Person;
  /** The API's name of the phone field (`MobileNumber` when registering, `Telephone` after). */
  phoneName: string;
  phoneLabel: string;
  phoneCountry: PhoneCountry | null;
  errors: FieldErrors;
  emailHint?: string;
};

/** The person fields of an account form, named as the API names them so the form also posts without JavaScript. */
export function AccountPersonFields({
  initial,
  phoneName,
  phoneLabel,
  phoneCountry,
  errors,
  emailHint,
}: Props) {
  const [person, setPerson] = useState(initial);
  const names = {
    firstName: 'Firstname',
    lastName: 'Lastname',
    email: 'EmailAddress',
    phone: phoneName,
  };
  return (
    <PersonFields
      person={person}
      onChange={(patch) => setPerson((current) => ({ ...current, ...patch }))}
      names={names}
      errors={{
        firstName: errors[names.firstName],
        lastName: errors[names.lastName],
        email: errors[names.email],
        phone: errors[names.phone],
      }}
      hints={emailHint ? { email: emailHint } : {}}
      phoneLabel={phoneLabel}
      phoneCountry={phoneCountry}
      className="mb-4"
    />
  );
}
