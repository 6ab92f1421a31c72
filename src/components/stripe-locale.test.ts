import { expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.ts';
import { stripeLocaleOf } from './stripe-locale.ts';

// Stripe.js's own list (StripeElementLocale) of what it writes its fields in.
const STRIPE_WRITES = new Set(['ar', 'de', 'en-GB', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'zh']);

it.each([
  ['en-GB', 'en-GB'],
  ['en-XA', 'en-GB'],
  ['', 'en-GB'],
  ['de', 'de'],
  ['zh-CN', 'zh'],
  ['ar', 'ar'],
])('writes a page in %o as Stripe’s %s', (lang, stripe) => {
  expect(stripeLocaleOf(lang)).toBe(stripe);
});

it('names a language Stripe writes for every language of the site', () => {
  for (const locale of LOCALES) expect(STRIPE_WRITES).toContain(stripeLocaleOf(locale));
});
