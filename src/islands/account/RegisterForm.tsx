import { useState } from 'react';
import type { AccountResult } from '../../api/contract/account.ts';
import { t } from '../../i18n/messages.ts';
import { Checkbox, FormMessage, SubmitButton } from '../../components/Field.tsx';
import { useAccountForm, type FormOutcome } from '../../components/use-account-form.ts';
import { validateRegister } from '../../domain/account/validate-forms.ts';
import type { PhoneCountry } from '../../domain/shared/phone.ts';
import { AccountPersonFields } from './AccountPersonFields.tsx';
import { phoneCheck } from '../../components/phone-rule.ts';
import * as urls from '../../site/urls.ts';
import type { Locale } from '../../i18n/locale.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { Notice } from '../../components/Notice.tsx';

export type RegisterFormProps = {
  propertyCode: string;
  initial?: FormOutcome | undefined;
  phoneCountry: PhoneCountry | null;
  /** The page's language, for the links this island writes (none on English pages). */
  locale?: Locale | undefined;
};

/** Create Account: names, email, optional mobile, password with the spec's hint and a confirmation. */
export default function RegisterForm({
  propertyCode,
  initial,
  phoneCountry,
  locale,
}: RegisterFormProps) {
  const country = phoneCountry?.code ?? null;
  const [done, setDone] = useState(Boolean(initial?.success));
  const form = useAccountForm<AccountResult>({
    initial,
    validate: async (values) => validateRegister(values, await phoneCheck(country)),
    send: async (values) =>
      (await import('../../stores/account-calls.ts')).register(propertyCode, values, country),
    failure: t('user.registerErrorMessage'),
    // Said in the form's place, not also as a toast.
    onSuccess: () => setDone(true),
  });
  if (done) {
    return (
      <Notice as="div" role="status" tone="positive" className="rounded bg-white p-4">
        <h2 className="mb-2 text-xl font-semibold">{t('account.checkEmail')}</h2>
        <p className="mb-4">{t('user.registerSuccessMessage')}</p>
        <a
          className="text-primary underline"
          href={urls.localised(locale, urls.book(propertyCode))}
        >
          {t('menu.newBooking')}
        </a>
      </Notice>
    );
  }
  const value = (name: string) => initial?.values?.[name];
  return (
    <form method="post" noValidate onSubmit={form.onSubmit}>
      <FormMessage text={form.message} tone="negative" />
      <AccountPersonFields
        initial={{
          firstName: value('Firstname') ?? '',
          lastName: value('Lastname') ?? '',
          email: value('EmailAddress') ?? '',
          phone: value('MobileNumber') ?? '',
        }}
        phoneName="MobileNumber"
        phoneLabel={t('account.mobile')}
        phoneCountry={phoneCountry}
        errors={form.errors}
      />
      <NewPasswordFields name="Password" label={t('account.password')} errors={form.errors} />
      <Checkbox
        name="ReceiveBrandOffers"
        label={t('account.receiveOffers')}
        defaultChecked={value('ReceiveBrandOffers') === 'on'}
      />
      <SubmitButton busy={form.busy}>{t('account.createAccount')}</SubmitButton>
      <p className="mt-6 border-t border-black/10 pt-4">
        {t('account.haveAccount')}{' '}
        <a
          className="font-medium text-primary underline"
          href={urls.localised(locale, urls.login(propertyCode))}
        >
          {t('account.login')}
        </a>
      </p>
    </form>
  );
}
