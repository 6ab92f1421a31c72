import { ACCOUNT_FORMS } from '../api/account-forms.ts';
import { validateLogin } from '../domain/account/validate-forms.ts';
import { t } from '../i18n/messages.ts';
import { localPath } from '../site/local-path.ts';
import * as urls from '../site/urls.ts';
import { postedForm } from './account-page.ts';
import {
  localeOf,
  redirect,
  withProperty,
  type Answer,
  type PageRequest,
  type Redirect,
} from './page.ts';
import { loadProperty } from './property.ts';
import { redirectKeepingCookies } from './session-form.ts';
import { guestApi, sessionUser } from './session-user.ts';

/**
 * Spec §2 /Account/Login/{code}: without JavaScript the guest logs in here and goes on with the
 * new session cookie; a guest who is logged in already goes straight back.
 */
export function loadLoginPage(page: PageRequest) {
  return withProperty(page, async (property) => {
    const code = property.PropertyCode;
    const returnUrl = localPath(
      page.url.searchParams.get('returnUrl'),
      urls.localised(localeOf(page), urls.book(code)),
    );
    const posted = await postedForm(page, {
      call: ACCOUNT_FORMS.authenticate,
      propertyCode: code,
      validate: validateLogin,
      failure: t('user.loginErrorMessage'),
    });
    if (posted?.result?.Success)
      return { kind: 'answer', response: redirectKeepingCookies(page, returnUrl) } satisfies Answer;
    if (!posted && (await sessionUser(page))) return redirect(returnUrl, 302);
    return {
      kind: 'page',
      property,
      code,
      returnUrl,
      action: urls.withQuery(
        urls.localised(localeOf(page), urls.login(code)),
        new URLSearchParams({ returnUrl }),
      ),
      initial: posted?.outcome,
    } as const;
  });
}

/**
 * The menu's "Log out" without JavaScript: a POST ends the session, then back to where the guest
 * was (the Book page when that page is for logged-in guests only). Anything else goes to the Book page.
 */
export async function loadLogoutPage(page: PageRequest): Promise<Redirect | Answer> {
  const property = await loadProperty(page.params['propertyCode']);
  const code = property?.PropertyCode ?? page.params['propertyCode'] ?? '';
  const book = urls.book(code);
  if (page.request.method !== 'POST' || !property) return redirect(book);
  const returnUrl = (await page.request.formData()).get('returnUrl');
  const back = localPath(returnUrl, book);
  await guestApi(page).send('Account/Logout', {});
  const location = urls.isForLoggedInOnly(back) ? book : back;
  return { kind: 'answer', response: redirectKeepingCookies(page, location) };
}
