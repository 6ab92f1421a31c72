import { atom, onMount } from 'nanostores';

export type Consent = 'unknown' | 'accepted' | 'declined';

const STORAGE_KEY = 'stayfront.cookieConsent';

/** The guest's cookie choice, remembered in localStorage across visits. */
export const $consent = atom<Consent>('unknown');

onMount($consent, () => {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'accepted' || stored === 'declined') $consent.set(stored);
  } catch {
    // Storage blocked (private mode): ask again next time.
  }
  return $consent.listen((value) => {
    try {
      if (value !== 'unknown') localStorage.setItem(STORAGE_KEY, value);
    } catch {
      // as above
    }
  });
});

export function setConsent(value: 'accepted' | 'declined'): void {
  $consent.set(value);
}
