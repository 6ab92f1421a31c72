import { Field } from '../../components/Field.tsx';
import { t } from '../../i18n/messages.ts';

/**
 * A new password with the spec's hint, then its confirmation: the same pair on Register, Reset
 * Password and Change password, so password managers offer to generate and save one everywhere.
 */
export function NewPasswordFields({
  name,
  label,
  errors,
}: {
  /** The request's field for the new password (`Password` or `NewPassword`). */
  name: 'Password' | 'NewPassword';
  label: string;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <Field
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint={t('validation.passwordHint')}
        error={errors[name]}
      />
      <Field
        name="ConfirmPassword"
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errors['ConfirmPassword']}
      />
    </>
  );
}
