import type { ContactHotel } from '../components/ContactUsDialog.tsx';
import { notify } from '../stores/notifications.ts';
import { $user, setUser } from '../stores/session.ts';
import { takeFlash } from '../stores/session-flash.ts';

/**
 * Enhances the server-rendered menu (a plain script, so pages keep their JavaScript small): hands
 * the rendered user to the session store, shows or hides the session entries as the store changes,
 * and opens the Login and Contact Us dialogs or logs out — that code loads on first use. Without
 * JavaScript the same entries are links and a form.
 */
export function enhanceMenu(root: HTMLElement): void {
  const hotelText = root.dataset['hotel'];
  if (!hotelText) return;
  const kept = takeFlash();
  if (kept) notify(kept.type, kept.text);

  const data = () => import('./menu-data.ts');
  const follow = () =>
    $user.subscribe((user) => {
      for (const item of root.querySelectorAll<HTMLElement>('[data-session]'))
        item.hidden = (item.dataset['session'] === 'in') !== Boolean(user);
    });
  // The rendered user is read (through its schema) only on a logged-in page; the menu HTML is right meanwhile.
  const userText = root.dataset['user'];
  if (userText) {
    void data().then(({ parseUser }) => {
      setUser(parseUser(userText));
      follow();
    });
  } else follow();

  const withHotel = (
    act: (module: typeof import('./session-menu-actions.ts'), hotel: ContactHotel) => void,
  ) =>
    void Promise.all([import('./session-menu-actions.ts'), data()]).then(
      ([module, { parseHotel }]) => {
        const hotel = parseHotel(hotelText);
        if (hotel) act(module, hotel);
      },
    );
  const foldPhoneMenu = () => {
    for (const details of root.querySelectorAll('details')) details.open = false;
  };

  root.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[data-menu-action]')
        : null;
    if (!link) return;
    event.preventDefault();
    foldPhoneMenu();
    if (link.dataset['menuAction'] === 'login')
      withHotel((module, hotel) => void module.openLogin(hotel, link));
    else withHotel((module, hotel) => void module.openContact(hotel));
  });

  root.addEventListener('submit', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('form[data-menu-logout]'))
      return;
    event.preventDefault();
    const texts = {
      loggedOut: root.dataset['loggedOut'] ?? '',
      failed: root.dataset['logoutFailed'] ?? '',
    };
    withHotel((module) => void module.signOut(texts, root.dataset['afterLogout']));
  });
}
