import { useState } from 'react';
import type { AccountUserResult } from '../../api/contract/account.ts';
import { t } from '../../i18n/messages.ts';
import { notify } from '../../stores/notifications.ts';
import { setUser, type SessionUser } from '../../stores/session.ts';
import { Checkbox, FormMessage, SubmitButton } from '../../components/Field.tsx';
import { useAccountForm, type FormOutcome } from '../../components/use-account-form.ts';
import { validateProfile } from '../../domain/account/validate-forms.ts';
import type { PhoneCountry } from '../../domain/shared/phone.ts';
import { AccountPersonFields } from './AccountPersonFields.tsx';
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
  // Saved: the fields start again from the guest as stored (the phone in international form).
  const [saves, setSaves] = useState(0);
  const form = useAccountForm<AccountUserResult>({
    initial,
    validate: async (values) => validateProfile(values, await phoneCheck(country)),
    send: async (values) =>
      (await import('../../stores/account-calls.ts')).updateAccount(propertyCode, values, country),
    failure: t('user.saveDetailsErrorMessage'),
    onSuccess: (result) => {
      notify('positive', result.Message ?? t('account.detailsSaved'));
      setUser(result.User);
      setSaves((count) => count + 1);
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
      <AccountPersonFields
        key={saves}
        initial={{
          firstName: value('Firstname', user.Firstname) ?? '',
          lastName: value('Lastname', user.Lastname) ?? '',
          email: value('EmailAddress', user.EmailAddress) ?? '',
          phone: value('Telephone', user.Telephone) ?? '',
        }}
        phoneName="Telephone"
        phoneLabel={t('account.telephone')}
        phoneCountry={phoneCountry}
        errors={form.errors}
        emailHint={t('account.emailChangeHint')}
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
