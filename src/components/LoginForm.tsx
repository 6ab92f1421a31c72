import type { AuthenticateResult } from '../api/contract/account.ts';
import { t } from '../i18n/messages.ts';
import { notify } from '../stores/notifications.ts';
import { flash } from '../stores/session-flash.ts';
import { login } from '../stores/session.ts';
import { Field, FormMessage, SubmitButton } from './Field.tsx';
import { useAccountForm, type FormOutcome } from './use-account-form.ts';
import { validateLogin } from '../domain/account/validate-forms.ts';
import * as urls from '../site/urls.ts';
import type { Locale } from '../i18n/locale.ts';

export type LoginFormProps = {
  propertyCode: string;
  /** Where the form posts without JavaScript (the login page). */
  action: string;
  /** The login page sends the guest on here after logging in; the dialog leaves them where they are. */
  returnUrl?: string | undefined;
  initial?: FormOutcome | undefined;
  /** The page's language, for the links this form writes (none on English pages). */
  locale?: Locale | undefined;
};

/** Email and password (spec §5: the password is only required); used by the login page and dialog. */
export default function LoginForm({
  propertyCode,
  action,
  returnUrl,
  initial,
  locale,
}: LoginFormProps) {
  const form = useAccountForm<AuthenticateResult>({
    initial,
    validate: validateLogin,
    send: async (values) =>
      (await import('../stores/account-calls.ts')).authenticate(propertyCode, values),
    failure: t('user.loginErrorMessage'),
    onSuccess: (result) => {
      if (!result.Success) return;
      const { Success: _success, Message: _message, ...user } = result;
      const welcome = t('user.loginSuccessMessage', { firstName: user.Firstname });
      login(user);
      if (returnUrl) {
        flash({ type: 'positive', text: welcome });
        location.assign(returnUrl);
      } else {
        notify('positive', welcome);
      }
    },
  });
  return (
    <form method="post" action={action} noValidate onSubmit={form.onSubmit}>
      <FormMessage text={form.message} tone="negative" />
      <Field
        name="EmailAddress"
        label={t('account.email')}
        type="email"
        autoComplete="username"
        required
        defaultValue={initial?.values?.['EmailAddress']}
        error={form.errors['EmailAddress']}
      />
      <Field
        name="Password"
        label={t('account.password')}
        type="password"
        autoComplete="current-password"
        required
        error={form.errors['Password']}
      />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SubmitButton busy={form.busy}>{t('account.login')}</SubmitButton>
        <a
          className="text-primary underline"
          href={urls.localised(locale, urls.forgotPassword(propertyCode))}
        >
          {t('account.forgotPasswordLink')}
        </a>
      </div>
      <p className="mt-6 border-t border-black/10 pt-4">
        {t('account.noAccount')}{' '}
        <a
          className="font-medium text-primary underline"
          href={urls.localised(locale, urls.register(propertyCode))}
        >
          {t('account.createAccountLink')}
        </a>
      </p>
    </form>
  );
}
