import { expect, it } from 'vitest';
import { allowAnalytics } from './analytics-csp.ts';

const added = (ids: Parameters<typeof allowAnalytics>[1]) => {
  const list: string[] = [];
  allowAnalytics(
    {
      insertScriptResource: (resource) => list.push(`script-src ${resource}`),
      insertDirective: (directive) => list.push(directive),
    },
    ids,
  );
  return list;
};

it.each([
  [
    { gtmId: 'GTM-1', pixelId: null },
    ['script-src https://www.googletagmanager.com', 'connect-src https://*.google-analytics.com'],
  ],
  [
    { gtmId: null, pixelId: '123' },
    ['script-src https://connect.facebook.net', 'connect-src https://www.facebook.com'],
  ],
  [{ gtmId: null, pixelId: null }, []],
  [undefined, []],
] as const)('allows the vendors of %j only', (ids, expected) => {
  expect(added(ids)).toEqual(expected);
});
