import { ACCOUNT_FORMS } from '../api/account-forms.ts';
import {
  manageAccountAction,
  type FormOutcome,
  type ManageAccountAction,
} from '../domain/account/form-body.ts';
import {
  validateChangePassword,
  validateProfile,
  type FormValues,
} from '../domain/account/validate-forms.ts';
import { isValidPhone, phoneCountryOf } from '../domain/shared/phone.ts';
import { t } from '../i18n/messages.ts';
import * as urls from '../site/urls.ts';
import { privatePage, redirect, withProperty, type PageRequest } from './page.ts';
import { submitPageForm } from './session-form.ts';
import { sessionUser } from './session-user.ts';

// Each form of the page: the island's call, its rules (phones in the hotel's country), and its
// failure text's key.
const forms = (phoneCountry: string | null) =>
  ({
    profile: {
      call: ACCOUNT_FORMS.updateAccount,
      validate: (values: FormValues) =>
        validateProfile(values, (value) => isValidPhone(value, phoneCountry)),
      failure: 'user.saveDetailsErrorMessage',
    },
    password: {
      call: ACCOUNT_FORMS.changePassword,
      validate: validateChangePassword,
      failure: 'user.actionFailed',
    },
    removeCard: {
      call: ACCOUNT_FORMS.removeCreditCard,
      validate: () => ({}),
      failure: 'user.actionFailed',
    },
  }) as const;

/**
 * Manage Account (spec §2): only for a logged-in guest (the user is fetched first), otherwise the
 * Book page. Its forms work without JavaScript: `_action` names the one posted, and the guest as
 * saved goes back into the island. Personal data: never cached.
 */
export function loadManageAccountPage(page: PageRequest) {
  privatePage(page);
  return withProperty(page, async (property) => {
    const code = property.PropertyCode;
    let user = await sessionUser(page);
    if (!user) return redirect(urls.book(code), 302);
    let posted: { action: ManageAccountAction; outcome: FormOutcome } | undefined;
    const data = page.request.method === 'POST' ? await page.request.formData() : null;
    const action = manageAccountAction(data?.get('_action'));
    const phoneCountry = phoneCountryOf(property.DefaultPhoneCountryCode);
    if (data && action) {
      const form = forms(phoneCountry?.code ?? null)[action];
      const { outcome, result } = await submitPageForm<
        ReturnType<typeof forms>[ManageAccountAction]['call']['schema']
      >(
        page,
        {
          ...form,
          propertyCode: code,
          phoneCountry: phoneCountry?.code ?? null,
          failure: t(form.failure),
        },
        data,
      );
      if (result && 'User' in result) user = result.User;
      posted = { action, outcome };
    }
    return { kind: 'page', property, code, user, posted, phoneCountry } as const;
  });
}
