type Csp = {
  insertScriptResource: (resource: string) => void;
  insertDirective: (directive: `frame-src${string}` | `connect-src${string}`) => void;
};

/**
 * Stripe.js and its Payment Element, on the pages of a hotel paid through Stripe only: its script,
 * its frames (the card fields, 3-D Secure) and its API. Other hotels' pages name no provider.
 * Hosts from Stripe's CSP guide (https://docs.stripe.com/security/guide#content-security-policy).
 */
export function allowStripe(csp: Csp | undefined, wanted: boolean): void {
  if (!wanted || !csp) return;
  csp.insertScriptResource('https://js.stripe.com');
  csp.insertDirective('frame-src https://js.stripe.com https://hooks.stripe.com');
  csp.insertDirective('connect-src https://api.stripe.com');
}
