import { useState } from 'react';
import type { AccountUserResult } from '../../api/contract/account.ts';
import { t } from '../../i18n/messages.ts';
import { notify } from '../../stores/notifications.ts';
import { setUser, type SessionUser } from '../../stores/session.ts';
import { Checkbox, Field, FormMessage, SubmitButton } from '../../components/Field.tsx';
import { useAccountForm, type FormOutcome } from '../../components/use-account-form.ts';
import { validateProfile } from '../../domain/account/validate-forms.ts';
import type { PhoneCountry } from '../../domain/shared/phone.ts';
import { PhoneField } from '../../components/PhoneField.tsx';
import { phoneCheck } from '../../components/phone-rule.ts';

export type ProfileFormProps = {
  propertyCode: string;
  user: SessionUser;
  onSaved: (user: SessionUser) => void;
  initial?: FormOutcome | undefined;
  phoneCountry: PhoneCountry | null;
};

/** Profile (spec §3: email address, first name, last name, telephone number, receive offers). */
export default function ProfileForm(props: ProfileFormProps) {
  const { propertyCode, user, onSaved, initial, phoneCountry } = props;
  const country = phoneCountry?.code ?? null;
  const value = (name: string, fallback: string | null) =>
    initial?.values?.[name] ?? fallback ?? undefined;
  const [phone, setPhone] = useState(value('Telephone', user.Telephone) ?? '');
  const form = useAccountForm<AccountUserResult>({
    initial,
    validate: async (values) => validateProfile(values, await phoneCheck(country)),
    send: async (values) =>
      (await import('../../stores/account-calls.ts')).updateAccount(propertyCode, values, country),
    failure: t('user.saveDetailsErrorMessage'),
    onSuccess: (result) => {
      notify('positive', result.Message ?? t('account.detailsSaved'));
      setUser(result.User);
      // The number as stored: in international form.
      setPhone(result.User.Telephone ?? '');
      onSaved(result.User);
    },
  });
  return (
    <form method="post" noValidate onSubmit={form.onSubmit} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="mb-4 text-xl font-semibold">
        {t('account.profileTitle')}
      </h2>
      <input type="hidden" name="_action" value="profile" />
      <FormMessage text={form.message} tone="negative" />
      <Field
        name="EmailAddress"
        label={t('account.email')}
        type="email"
        autoComplete="email"
        required
        defaultValue={value('EmailAddress', user.EmailAddress)}
        hint={t('account.emailChangeHint')}
        error={form.errors['EmailAddress']}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          name="Firstname"
          label={t('account.firstName')}
          autoComplete="given-name"
          required
          defaultValue={value('Firstname', user.Firstname)}
          error={form.errors['Firstname']}
        />
        <Field
          name="Lastname"
          label={t('account.lastName')}
          autoComplete="family-name"
          required
          defaultValue={value('Lastname', user.Lastname)}
          error={form.errors['Lastname']}
        />
      </div>
      <PhoneField
        name="Telephone"
        label={t('account.telephone')}
        country={phoneCountry}
        className="mb-4"
        value={phone}
        onChange={setPhone}
        error={form.errors['Telephone']}
      />
      <Checkbox
        name="ReceiveBrandOffers"
        label={t('account.receiveOffers')}
        defaultChecked={
          initial?.values ? initial.values['ReceiveBrandOffers'] === 'on' : user.ReceiveBrandOffers
        }
      />
      <SubmitButton busy={form.busy}>{t('account.saveDetails')}</SubmitButton>
    </form>
  );
}
