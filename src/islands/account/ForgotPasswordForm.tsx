import { useState } from 'react';
import type { AccountResult } from '../../api/contract/account.ts';
import { t } from '../../i18n/messages.ts';
import { Field, FormMessage, SubmitButton } from '../../components/Field.tsx';
import { useAccountForm, type FormOutcome } from '../../components/use-account-form.ts';
import { validateForgotPassword } from '../../domain/account/validate-forms.ts';
import * as urls from '../../site/urls.ts';
import type { Locale } from '../../i18n/locale.ts';
import { Notice } from '../../components/Notice.tsx';

export type ForgotPasswordFormProps = {
  propertyCode: string;
  initial?: FormOutcome | undefined;
  /** The page's language, for the links this island writes (none on English pages). */
  locale?: Locale | undefined;
};

/** Forgot Password: asks for a reset link. The answer is the same whether or not the address has an account. */
export default function ForgotPasswordForm({
  propertyCode,
  initial,
  locale,
}: ForgotPasswordFormProps) {
  const [sent, setSent] = useState<string | undefined>(
    initial?.success ? initial.message : undefined,
  );
  const form = useAccountForm<AccountResult>({
    initial,
    validate: validateForgotPassword,
    send: async (values) =>
      (await import('../../stores/account-calls.ts')).requestPasswordReset(propertyCode, values),
    failure: t('user.passwordResetEmailErrorMessage'),
    onSuccess: (result) => {
      // Said in the form's place, not also as a toast.
      setSent(result.Message ?? t('account.resetSent'));
    },
  });
  if (sent) {
    return (
      <Notice as="div" role="status" tone="positive" className="rounded bg-white p-4">
        <h2 className="mb-2 text-xl font-semibold">{t('account.checkEmail')}</h2>
        <p className="mb-4">{sent}</p>
        <a
          className="text-primary underline"
          href={urls.localised(locale, urls.login(propertyCode))}
        >
          {t('account.backToLogin')}
        </a>
      </Notice>
    );
  }
  return (
    <form method="post" noValidate onSubmit={form.onSubmit}>
      <p className="mb-4">{t('account.forgotIntro')}</p>
      <FormMessage text={form.message} tone="negative" />
      <Field
        name="EmailAddress"
        label={t('account.email')}
        type="email"
        autoComplete="email"
        required
        defaultValue={initial?.values?.['EmailAddress']}
        error={form.errors['EmailAddress']}
      />
      <SubmitButton busy={form.busy}>{t('account.sendResetLink')}</SubmitButton>
    </form>
  );
}
