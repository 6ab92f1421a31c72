import { TextField } from './TextField.tsx';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The property's default country's dialling code, e.g. "+44": offered when the field is empty. */
  defaultDialCode: string | null;
  required?: boolean;
  error?: string | undefined;
  id?: string;
};

/**
 * A phone number with the property's default country (spec §2 "phone number input with default
 * country"): an empty field starts with that country's dialling code when the guest enters it, and
 * the hint says which code it is. The guest can replace it with another country's.
 */
export function PhoneField({
  label,
  value,
  onChange,
  defaultDialCode,
  required = false,
  error,
  id,
}: Props) {
  const hint = `Include the international dialling code starting with + or 00${defaultDialCode ? ` (${defaultDialCode} is filled in for you)` : ''}`;
  return (
    <TextField
      id={id}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      required={required}
      hint={hint}
      value={value}
      onChange={(typed) => {
        // A guest who types or pastes a full international number after the filled-in code meant that number.
        const rest =
          defaultDialCode && typed.startsWith(`${defaultDialCode} `)
            ? typed.slice(defaultDialCode.length + 1).trimStart()
            : '';
        onChange(rest.startsWith('+') || rest.startsWith('00') ? rest : typed);
      }}
      onFocus={() => {
        if (!value && defaultDialCode) onChange(`${defaultDialCode} `);
      }}
      onBlur={() => {
        // Only the code left: the guest gave no number.
        if (defaultDialCode && value.trim() === defaultDialCode) onChange('');
      }}
      error={error}
    />
  );
}
