import * as v from 'valibot';
import { UserSchema } from '../api/contract/account.ts';
import { notify } from '../stores/notifications.ts';
import { $user, setUser } from '../stores/session.ts';
import { takeFlash } from '../stores/session-flash.ts';

/** A JSON data attribute read through its schema: null when absent, malformed or of another shape. */
function parse<S extends v.GenericSchema>(schema: S, text: string | undefined): v.InferOutput<S> | null {
  try {
    const result = v.safeParse(schema, text ? JSON.parse(text) : null);
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/**
 * Enhances the server-rendered menu (a plain script, so pages keep their JavaScript small): hands
 * the rendered user to the session store, shows or hides the session entries as the store changes,
 * and opens the Login and Contact Us dialogs or logs out — that code loads on first use. Without
 * JavaScript the same entries are links and a form.
 */
const ContactHotelSchema = v.object({
  PropertyCode: v.string(),
  PropertyName: v.string(),
  Telephone: v.nullish(v.string()),
  Email: v.nullish(v.string()),
});

export function enhanceMenu(root: HTMLElement): void {
  const hotel = parse(ContactHotelSchema, root.dataset['hotel']);
  if (!hotel) return;
  setUser(parse(UserSchema, root.dataset['user']));
  const kept = takeFlash();
  if (kept) notify(kept.type, kept.text);

  $user.subscribe((user) => {
    for (const item of root.querySelectorAll<HTMLElement>('[data-session]')) item.hidden = (item.dataset['session'] === 'in') !== Boolean(user);
  });
  const actions = () => import('./session-menu-actions.ts');
  const foldPhoneMenu = () => {
    for (const details of root.querySelectorAll('details')) details.open = false;
  };

  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-menu-action]') : null;
    if (!link) return;
    event.preventDefault();
    foldPhoneMenu();
    if (link.dataset['menuAction'] === 'login') void actions().then((module) => module.openLogin(hotel, link));
    else void actions().then((module) => module.openContact(hotel));
  });

  root.addEventListener('submit', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('form[data-menu-logout]')) return;
    event.preventDefault();
    const texts = { loggedOut: root.dataset['loggedOut'] ?? '', failed: root.dataset['logoutFailed'] ?? '' };
    void actions().then((module) => module.signOut(hotel.PropertyCode, texts));
  });
}
