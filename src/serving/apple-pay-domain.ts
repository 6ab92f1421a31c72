import { readFileSync } from 'node:fs';

/** Where Apple asks a domain for the file that proves it may offer Apple Pay. */
export const APPLE_PAY_DOMAIN_PATH = '/.well-known/apple-developer-merchantid-domain-association';

/**
 * The domain-association file Stripe gives for Apple Pay (Dashboard → Settings → Payment method
 * domains; https://docs.stripe.com/apple-pay?platform=web#verify-domain), from the path in
 * `STRIPE_APPLE_PAY_DOMAIN_FILE`; null when unset, so the address answers 404. A path that cannot
 * be read, or an empty file, stops the start rather than failing Apple's check later.
 */
export function applePayDomainFile(
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  const path = env['STRIPE_APPLE_PAY_DOMAIN_FILE']?.trim();
  if (!path) return null;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`STRIPE_APPLE_PAY_DOMAIN_FILE cannot be read (${(error as Error).message}).`, {
      cause: error,
    });
  }
  if (!text.trim()) throw new Error(`STRIPE_APPLE_PAY_DOMAIN_FILE (${path}) is empty.`);
  return text;
}

/** The answer at {@link APPLE_PAY_DOMAIN_PATH}: the file as it was given, or 404 when there is none. */
export function applePayDomainAnswer(file: string | null): Response {
  return file === null
    ? new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
    : new Response(file, {
        headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=3600' },
      });
}
