import { afterEach, expect, it } from 'vitest';
import { intlForms } from './intl-forms.ts';
import { chargeSentence, withShownEquivalent } from './payment-words.ts';
import { paymentLineMessages } from './payment-line-messages.ts';
import { translatorFor } from './translate.ts';

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

it.each([
  ['en-GB', 'Charged now: £90.00; Charged before arrival: £210.00.'],
  ['de', 'Jetzt belastet: £90.00; Vor der Anreise belastet: £210.00.'],
  ['zh-CN', '立即扣款：£90.00；抵达前扣款：£210.00。'],
  ['ar', 'يُخصم الآن: £90.00؛ يُخصم قبل الوصول: £210.00.'],
] as const)('says what is paid when in one %s sentence', (locale, sentence) => {
  const lines = [
    { label: 'Charged now', amount: 90 },
    { label: 'Charged before arrival', amount: 210 },
  ];
  const money = (amount: number) => `£${amount.toFixed(2)}`;
  const words = translatorFor(paymentLineMessages, locale);
  expect(chargeSentence(lines, money, words).replace(/[\u2068\u2069]/g, '')).toBe(sentence);
});
