import { atom, onMount } from 'nanostores';
import { CONSENT_COOKIE, parseConsent, type Consent } from '../domain/shared/consent.ts';

export type { Consent };

// Where choices were kept before they moved to a cookie: still read, so nobody is asked twice.
const OLD_STORAGE_KEY = 'stayfront.cookieConsent';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The guest's cookie choice, remembered for a year in a first-party cookie. */
export const $consent = atom<Consent>('unknown');

function storedChoice(): Consent {
  const cookie = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (parseConsent(cookie) !== 'unknown') return parseConsent(cookie);
  try {
    return parseConsent(localStorage.getItem(OLD_STORAGE_KEY));
  } catch {
    return 'unknown'; // storage blocked (private mode)
  }
}

function remember(value: Consent): void {
  if (value === 'unknown') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
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
