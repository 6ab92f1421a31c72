import { loadAnalytics, recordPageView } from './analytics.ts';
import { consentDefault, consentUpdate } from './consent-mode.ts';
import { $consent, setConsent } from '../stores/consent.ts';

/**
 * Cookie consent and page-view recording on the banner the server rendered (`CookieBanner.astro`):
 * Consent Mode's default first, then the page view, then the guest's answer.
 */
export function enhanceCookieBanner(banner: HTMLElement): void {
  const ids = {
    propertyCode: banner.dataset['property'] ?? '',
    gtmId: banner.dataset['gtm'],
    pixelId: banner.dataset['pixel'],
    credential: banner.dataset['page'] !== undefined,
  };
  // Consent Mode v2: denied before any tag or event; the guest's answer updates it.
  consentDefault();
  recordPageView(ids, document.title);
  for (const button of banner.querySelectorAll<HTMLButtonElement>('[name=choice]')) {
    button.addEventListener('click', () =>
      setConsent(button.value === 'accepted' ? 'accepted' : 'declined'),
    );
  }
  $consent.subscribe((consent) => {
    banner.hidden = consent !== 'unknown';
    if (consent !== 'unknown') consentUpdate(consent === 'accepted');
    if (consent === 'accepted') loadAnalytics(ids);
  });
}
