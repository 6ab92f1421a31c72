import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { createRoot } from 'react-dom/client';
import ContactUsDialog, { type ContactHotel } from './ContactUsDialog.tsx';
import LoginDialog from './LoginDialog.tsx';
import type { Locale } from '../i18n/locale.ts';

const $contactOpen = atom(false);

/** Opens the Contact Us dialog of the menu. */
export function openContactUs(): void {
  $contactOpen.set(true);
}

// Account screens' addresses carry single-use tokens: never pass them on.
const returnUrl = () =>
  /^(?:\/[\w-]+)?\/Account\//i.test(location.pathname)
    ? undefined
    : location.pathname + location.search;

function MenuDialogs({ property, withLogin }: { property: ContactHotel; withLogin: boolean }) {
  const contactOpen = useStore($contactOpen);
  return (
    <>
      {withLogin && (
        <LoginDialog
          propertyCode={property.PropertyCode}
          returnUrl={returnUrl()}
          // The page's language, as its `<html lang>` says.
          locale={document.documentElement.lang as Locale}
        />
      )}
      <ContactUsDialog
        open={contactOpen}
        onClose={() => $contactOpen.set(false)}
        property={property}
      />
    </>
  );
}

let mounted = false;

/**
 * Mounts the menu's dialogs on first use (the menu is plain HTML; React loads only when a guest
 * opens one). The login dialog is left out when the page already renders one (the checkout's).
 */
export function mountMenuDialogs(property: ContactHotel): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <MenuDialogs property={property} withLogin={!document.querySelector('[data-login-dialog]')} />,
  );
}
