import { useState } from 'react';
import type { SessionUser } from '../../stores/session.ts';
import ChangePasswordForm from './ChangePasswordForm.tsx';
import ProfileForm from './ProfileForm.tsx';
import SavedCards from './SavedCards.tsx';
import type { FormOutcome } from '../../components/use-account-form.ts';

import type { ManageAccountAction } from '../../domain/account/form-body.ts';
import type { PhoneCountry } from '../../domain/shared/phone.ts';

export type ManageAccountProps = {
  propertyCode: string;
  /** The logged-in guest, as the page found them. */
  user: SessionUser;
  /** A form posted without JavaScript and how it went. */
  posted?: { action: ManageAccountAction; outcome: FormOutcome } | undefined;
  phoneCountry: PhoneCountry | null;
};

/** Manage Account (spec §2): profile, change password and saved cards. */
export default function ManageAccount({
  propertyCode,
  user: initialUser,
  posted,
  phoneCountry,
}: ManageAccountProps) {
  const [user, setUser] = useState(initialUser);
  const initial = (action: ManageAccountAction) =>
    posted?.action === action ? posted.outcome : undefined;
  const box = 'rounded-lg bg-white p-4 shadow-sm sm:p-6';
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className={box}>
        <ProfileForm
          propertyCode={propertyCode}
          user={user}
          onSaved={setUser}
          initial={initial('profile')}
          phoneCountry={phoneCountry}
        />
      </div>
      <div className={box}>
        <ChangePasswordForm propertyCode={propertyCode} initial={initial('password')} />
      </div>
      <div className={`${box} md:col-span-2`}>
        <SavedCards propertyCode={propertyCode} cards={user.CreditCards} onChanged={setUser} />
      </div>
    </div>
  );
}
