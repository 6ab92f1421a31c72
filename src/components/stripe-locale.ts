import type { StripeElementLocale } from '@stripe/stripe-js';

/**
 * The language Stripe's own fields and messages are written in, from the page's `<html lang>`:
 * Stripe names Simplified Chinese `zh`, and English (the pseudo-locale too) is en-GB; our other
 * languages are Stripe's by the same name.
 */
export const stripeLocaleOf = (lang: string): StripeElementLocale =>
  lang === 'zh-CN'
    ? 'zh'
    : lang.startsWith('en') || !lang
      ? 'en-GB'
      : (lang as StripeElementLocale);
