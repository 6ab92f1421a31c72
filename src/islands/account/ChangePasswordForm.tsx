import type { AccountResult } from '../../api/contract/account.ts';
import { t } from '../../i18n/messages.ts';
import { notify } from '../../stores/notifications.ts';
import { Field, FormMessage, SubmitButton } from '../../components/Field.tsx';
import { useAccountForm, type FormOutcome } from '../../components/use-account-form.ts';
import { validateChangePassword } from '../../domain/account/validate-forms.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { Notice } from '../../components/Notice.tsx';

export type ChangePasswordFormProps = { propertyCode: string; initial?: FormOutcome | undefined };

/** Change password: the current one, then the new one with the spec's hint and a confirmation. */
export default function ChangePasswordForm({ propertyCode, initial }: ChangePasswordFormProps) {
  const form = useAccountForm<AccountResult>({
    initial,
    validate: validateChangePassword,
    send: async (values) =>
      (await import('../../stores/account-calls.ts')).changePassword(propertyCode, values),
    failure: t('user.actionFailed'),
    onSuccess: (result, element) => {
      notify('positive', result.Message ?? t('account.passwordChanged'));
      element.reset();
    },
  });
  return (
    <form method="post" noValidate onSubmit={form.onSubmit} aria-labelledby="password-heading">
      <h2 id="password-heading" className="mb-4 text-xl font-semibold">
        {t('account.changePasswordTitle')}
      </h2>
      <input type="hidden" name="_action" value="password" />
      {initial?.success && (
        <Notice role="status" tone="positive" className="mb-4 rounded bg-white p-3">
          {initial.message}
        </Notice>
      )}
      <FormMessage text={form.message} tone="negative" />
      <Field
        name="CurrentPassword"
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        error={form.errors['CurrentPassword']}
      />
      <NewPasswordFields name="NewPassword" label={t('account.newPassword')} errors={form.errors} />
      <SubmitButton busy={form.busy}>{t('account.changePassword')}</SubmitButton>
    </form>
  );
}
