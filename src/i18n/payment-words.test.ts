import { afterEach, expect, it } from 'vitest';
import { intlForms } from './intl-forms.ts';
import { withShownEquivalent } from './payment-words.ts';

afterEach(() => {
  globalThis.__f = undefined;
});

it('writes an amount with its equivalent in the page’s locale', () => {
  expect(withShownEquivalent(100, 'GBP', { Currency: 'EUR', Amount: 115 })).toBe(
    '£100.00 (about €115.00)',
  );
  globalThis.__f = intlForms('de');
  expect(withShownEquivalent(100, 'GBP', null)).toBe(
    new Intl.NumberFormat('de', { style: 'currency', currency: 'GBP' }).format(100),
  );
});
