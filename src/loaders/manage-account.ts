import { ACCOUNT_FORMS } from '../api/account-forms.ts';
import {
  manageAccountAction,
  type FormOutcome,
  type ManageAccountAction,
} from '../domain/account/form-body.ts';
import { validateChangePassword, validateProfile } from '../domain/account/validate-forms.ts';
import { t } from '../i18n/messages.ts';
import * as urls from '../site/urls.ts';
import { privatePage, redirect, withProperty, type PageRequest } from './page.ts';
import { submitPageForm } from './session-form.ts';
import { sessionUser } from './session-user.ts';

// Each form of the page: the island's call, its rules, and its failure text's key.
const FORMS = {
  profile: {
    call: ACCOUNT_FORMS.updateAccount,
    validate: validateProfile,
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
} as const;

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
    if (data && action) {
      const form = FORMS[action];
      const { outcome, result } = await submitPageForm<
        (typeof FORMS)[ManageAccountAction]['call']['schema']
      >(page, { ...form, propertyCode: code, failure: t(form.failure) }, data);
      if (result && 'User' in result) user = result.User;
      posted = { action, outcome };
    }
    return { kind: 'page', property, code, user, posted } as const;
  });
}
