import { useStore } from '@nanostores/react';
import Dialog from './Dialog.tsx';
import { t } from '../i18n/messages.ts';
import LoginForm from './LoginForm.tsx';
import { $loginDialogOpen, closeLoginDialog } from '../stores/session.ts';
import * as urls from '../site/urls.ts';
import type { Locale } from '../i18n/locale.ts';

export type LoginDialogProps = {
  propertyCode: string;
  /** Where the guest goes when they log in without JavaScript: the login page, back to this page. */
  returnUrl?: string | undefined;
  /** The page's language, for the links the dialog writes (none on English pages). */
  locale?: Locale | undefined;
};

/**
 * Spec §2 Login dialog. Open and closed through the session store (`openLoginDialog()`), so the
 * menu and the checkout share one dialog: a successful login sets the user and closes it (§4).
 * Render it once per page; the menu renders its own only when the page has none (marker below).
 */
export default function LoginDialog({ propertyCode, returnUrl, locale }: LoginDialogProps) {
  const open = useStore($loginDialogOpen);
  const action = urls.withQuery(
    urls.localised(locale, urls.login(propertyCode)),
    returnUrl ? new URLSearchParams({ returnUrl }) : undefined,
  );
  return (
    <>
      <span hidden data-login-dialog />
      <Dialog
        open={open}
        onClose={closeLoginDialog}
        title={t('account.loginTitle')}
        closeLabel={t('account.closeDialog')}
        className="sm:w-[28rem]"
      >
        <LoginForm propertyCode={propertyCode} action={action} locale={locale} />
      </Dialog>
    </>
  );
}
