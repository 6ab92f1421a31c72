import { describe, expect, it } from 'vitest';
import { allowStripe } from './stripe-csp.ts';

const recorder = () => {
  const added: string[] = [];
  return {
    added,
    csp: {
      insertScriptResource: (resource: string) => added.push(`script-src ${resource}`),
      insertDirective: (directive: `${string}`) => added.push(directive),
    },
  };
};

describe('allowStripe', () => {
  it('names Stripe on a Stripe hotel’s page', () => {
    const { added, csp } = recorder();
    allowStripe(csp, true);
    expect(added).toEqual([
      'script-src https://js.stripe.com',
      'frame-src https://js.stripe.com https://hooks.stripe.com',
      'connect-src https://api.stripe.com',
    ]);
  });

  it('names no provider on other hotels’ pages', () => {
    const { added, csp } = recorder();
    allowStripe(csp, false);
    expect(added).toEqual([]);
  });
});
