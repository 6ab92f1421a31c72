import type { AccountResult } from '../../api/contract/account.ts';
import { t } from '../../i18n/messages.ts';
import { flash } from '../../stores/session-flash.ts';
import { FormMessage, SubmitButton } from '../../components/Field.tsx';
import { useAccountForm, type FormOutcome } from '../../components/use-account-form.ts';
import { validateResetPassword } from '../../domain/account/validate-forms.ts';
import * as urls from '../../site/urls.ts';
import type { Locale } from '../../i18n/locale.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

export type ResetPasswordFormProps = {
  propertyCode: string;
  /** The token of the emailed link. */
  token: string;
  initial?: FormOutcome | undefined;
  /** The page's language, for the links this island writes (none on English pages). */
  locale?: Locale | undefined;
};

/** Reset Password: a new password with the spec's hint and a confirmation; then on to the login page. */
export default function ResetPasswordForm({
  propertyCode,
  token,
  initial,
  locale,
}: ResetPasswordFormProps) {
  const login = urls.localised(locale, urls.login(propertyCode));
  const form = useAccountForm<AccountResult>({
    initial,
    validate: validateResetPassword,
    send: async (values) =>
      (await import('../../stores/account-calls.ts')).passwordReset(propertyCode, values),
    failure: t('user.resetPasswordErrorMessage'),
    onSuccess: (result) => {
      flash({ type: 'positive', text: result.Message ?? t('account.passwordChanged') });
      location.assign(login);
    },
  });
  return (
    <form method="post" noValidate onSubmit={form.onSubmit}>
      <FormMessage text={form.message} tone="negative" />
      {form.message && (
        <p className="mb-4">
          <a
            className="text-primary underline"
            href={urls.localised(locale, urls.forgotPassword(propertyCode))}
          >
            {t('account.askNewLink')}
          </a>
        </p>
      )}
      <input type="hidden" name="Token" value={token} />
      <NewPasswordFields name="Password" label={t('account.newPassword')} errors={form.errors} />
      <SubmitButton busy={form.busy}>{t('account.savePassword')}</SubmitButton>
    </form>
  );
}
