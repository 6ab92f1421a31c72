import { describe, expect, it } from 'vitest';
import { consentCookie, consentInCookies, parseConsent } from './consent.ts';

describe('parseConsent', () => {
  it.each([
    ['accepted', 'accepted'],
    ['declined', 'declined'],
    [undefined, 'unknown'],
    [null, 'unknown'],
    ['', 'unknown'],
    ['ACCEPTED', 'unknown'],
    ['accepted; analytics', 'unknown'],
  ] as const)('%j is %s', (value, expected) => {
    expect(parseConsent(value)).toBe(expected);
  });
});

describe('consentInCookies', () => {
  it.each([
    ['stayfront_consent=accepted', 'accepted'],
    ['a=1; stayfront_consent=declined; b=2', 'declined'],
    ['a=1;stayfront_consent=declined', 'declined'],
    ['stayfront_session=x', 'unknown'],
    ['my_stayfront_consent=accepted', 'unknown'],
    ['stayfront_consent=accepted2', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
  ] as const)('%j is %s', (cookies, expected) => {
    expect(consentInCookies(cookies)).toBe(expected);
  });
});

describe('consentCookie', () => {
  it.each([
    ['declined', false, 'stayfront_consent=declined; Max-Age=31536000; Path=/; SameSite=Lax'],
    [
      'accepted',
      true,
      'stayfront_consent=accepted; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    ],
  ] as const)('%s over HTTPS %s → %s', (value, https, cookie) => {
    expect(consentCookie(value, https)).toBe(cookie);
    expect(consentInCookies(cookie.split(';')[0])).toBe(value);
  });
});
