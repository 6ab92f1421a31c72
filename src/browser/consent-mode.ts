/**
 * Google Consent Mode v2: everything denied before any tag or event, updated from the cookie
 * banner. Every page with analytics loads this, so it stays tiny.
 */
const CONSENT_TYPES = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
] as const;

// gtag's own shape: Tag Manager reads consent commands as `arguments` objects in the dataLayer.
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- Consent Mode needs the Arguments object itself
  window.dataLayer.push(arguments);
}

const isConsentDefault = (entry: unknown) =>
  typeof entry === 'object' &&
  entry !== null &&
  (entry as Record<number, unknown>)[0] === 'consent' &&
  (entry as Record<number, unknown>)[1] === 'default';

/** Consent Mode v2: everything denied until the guest chooses; pushed once, before any event. */
export function consentDefault(): void {
  if ((window.dataLayer ?? []).some(isConsentDefault)) return;
  gtag('consent', 'default', {
    ...Object.fromEntries(CONSENT_TYPES.map((type) => [type, 'denied'])),
    wait_for_update: 500,
  });
}

/** The cookie banner's answer, as a Consent Mode update. */
export function consentUpdate(granted: boolean): void {
  consentDefault();
  gtag(
    'consent',
    'update',
    Object.fromEntries(CONSENT_TYPES.map((type) => [type, granted ? 'granted' : 'denied'])),
  );
}
