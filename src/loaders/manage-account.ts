import { AccountResultSchema, AccountUserResultSchema } from '../api/contract/account.ts';
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

// Each form of the page, as the island's calls send it.
const FORMS = {
  profile: {
    path: 'Account/Update',
    schema: AccountUserResultSchema,
    validate: validateProfile,
    shape: { booleans: ['ReceiveBrandOffers'] },
    failure: 'user.saveDetailsErrorMessage',
  },
  password: {
    path: 'Account/ChangePassword',
    schema: AccountResultSchema,
    validate: validateChangePassword,
    shape: { omit: ['ConfirmPassword'] },
    failure: 'user.actionFailed',
  },
  removeCard: {
    path: 'Account/RemoveCreditCard',
    schema: AccountUserResultSchema,
    validate: () => ({}),
    shape: { numbers: ['CreditCardId'] },
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
        (typeof FORMS)[ManageAccountAction]['schema']
      >(page, { ...form, extra: { PropertyId: code }, failure: t(form.failure) }, data);
      if (result && 'User' in result) user = result.User;
      posted = { action, outcome };
    }
    return { kind: 'page', property, code, user, posted } as const;
  });
}
