import { gtag } from './gtag.ts';

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

// The default this page pushed: only this module writes Consent Mode commands into the dataLayer.
let pushedDefault: IArguments | undefined;

/** Consent Mode v2: everything denied until the guest chooses; pushed once, before any event. */
export function consentDefault(): void {
  if (pushedDefault && window.dataLayer?.includes(pushedDefault)) return;
  pushedDefault = gtag('consent', 'default', {
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
