import type { ContactHotel } from '../components/ContactUsDialog.tsx';
import { notify } from '../stores/notifications.ts';
import { $loginDialogOpen, $user, logout, openLoginDialog } from '../stores/session.ts';
import { flash } from '../stores/session-flash.ts';

// Pages only a logged-in guest may see: after logging out there, the guest goes to the Book page.

let dialogs: Promise<typeof import('../components/MenuDialogs.tsx')> | undefined;
function loadDialogs(hotel: ContactHotel) {
  dialogs ??= import('../components/MenuDialogs.tsx');
  return dialogs.then((module) => {
    module.mountMenuDialogs(hotel);
    return module;
  });
}

/** "Log in" from the menu: the login dialog (the page's own when it has one, e.g. the checkout's). */
export function openLogin(hotel: ContactHotel, link: HTMLElement): void {
  const stop = $loginDialogOpen.listen((open) => {
    if (open) return;
    stop();
    // The dialog gives focus back to "Log in", which a successful login has just hidden: once the
    // dialog has closed, move it to the menu's first new entry (or the phone menu's toggle).
    setTimeout(() => {
      if (!$user.get() || (document.activeElement && document.activeElement !== document.body))
        return;
      const nav = link.closest('nav');
      const entry = nav?.querySelector<HTMLElement>(
        '[data-session="in"]:not([hidden]) a, [data-session="in"]:not([hidden]) button',
      );
      if (entry?.checkVisibility()) entry.focus();
      else nav?.closest('details')?.querySelector('summary')?.focus();
    }, 0);
  });
  openLoginDialog();
  if (!document.querySelector('[data-login-dialog]')) void loadDialogs(hotel);
}

export async function openContact(hotel: ContactHotel): Promise<void> {
  (await loadDialogs(hotel)).openContactUs();
}

/**
 * Logs out without leaving the page; from a page for logged-in guests only, the server rendered
 * where to go instead (`leaveTo`, the Book page).
 */
export async function signOut(
  texts: { loggedOut: string; failed: string },
  leaveTo: string | undefined,
): Promise<void> {
  try {
    const response = await fetch('/api/Account/Logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) throw new Error(`Logout answered ${response.status}`);
  } catch {
    notify('negative', texts.failed);
    return;
  }
  logout();
  if (leaveTo) {
    flash({ type: 'positive', text: texts.loggedOut });
    location.assign(leaveTo);
    return;
  }
  notify('positive', texts.loggedOut);
}
