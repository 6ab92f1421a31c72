import { atom, onMount } from 'nanostores';
import {
  consentCookie,
  consentInCookies,
  parseConsent,
  type Consent,
} from '../domain/shared/consent.ts';

export type { Consent };

// Where choices were kept before they moved to a cookie: still read, so nobody is asked twice.
const OLD_STORAGE_KEY = 'stayfront.cookieConsent';

/** The guest's cookie choice, remembered for a year in a first-party cookie. */
export const $consent = atom<Consent>('unknown');

function storedChoice(): Consent {
  const cookie = consentInCookies(document.cookie);
  try {
    return cookie === 'unknown' ? parseConsent(localStorage.getItem(OLD_STORAGE_KEY)) : cookie;
  } catch {
    return cookie; // storage blocked (private mode)
  }
}

function remember(value: Consent): void {
  if (value !== 'unknown') document.cookie = consentCookie(value, location.protocol === 'https:');
}

onMount($consent, () => {
  const stored = storedChoice();
  if (stored !== 'unknown') {
    $consent.set(stored);
    remember(stored);
  }
  return $consent.listen(remember);
});

export function setConsent(value: 'accepted' | 'declined'): void {
  $consent.set(value);
}
