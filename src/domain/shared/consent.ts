export type Consent = 'unknown' | 'accepted' | 'declined';

/**
 * The cookie that remembers the guest's cookie choice. A cookie rather than browser storage so the
 * server can leave the banner out of the HTML for guests who already chose, and put it into the
 * HTML for those who have not (painted with the page instead of after its scripts).
 */
export const CONSENT_COOKIE = 'stayfront_consent';

const IN_COOKIES = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`);

/** A stored choice, or `unknown` for anything else (absent, tampered, an older format). */
export function parseConsent(value: string | null | undefined): Consent {
  return value === 'accepted' || value === 'declined' ? value : 'unknown';
}

/** The choice in a `Cookie` request header or in `document.cookie`. */
export function consentInCookies(cookies: string | null | undefined): Consent {
  return parseConsent(IN_COOKIES.exec(cookies ?? '')?.[1]);
}

/** The `document.cookie` assignment that remembers a choice for a year (`Secure` over HTTPS). */
export function consentCookie(value: 'accepted' | 'declined', https: boolean): string {
  return `${CONSENT_COOKIE}=${value}; Max-Age=31536000; Path=/; SameSite=Lax${https ? '; Secure' : ''}`;
}
