import { consentCookie } from '../domain/shared/consent.ts';

/**
 * Keeps a cookie choice made before the page's scripts have arrived: the cookie is written and the
 * banner hidden at once, so the choice holds even if the guest reloads or leaves right away. The
 * banner's script, when it starts, reads the cookie and applies the choice (Consent Mode, analytics).
 */
export function keepEarlyCookieChoice(): void {
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>('[name=choice]')
        : null;
    if (!button) return;
    event.preventDefault(); // the banner's form posts only for pages without their scripts
    const value = button.value === 'accepted' ? 'accepted' : 'declined';
    document.cookie = consentCookie(value, location.protocol === 'https:');
    button.closest<HTMLElement>('[data-cookie-banner]')?.setAttribute('hidden', '');
  });
}
