import { afterEach, expect, it } from 'vitest';
import { counted, guestsText } from './stay-words.ts';
import { intlForms } from './intl-forms.ts';

afterEach(() => {
  globalThis.__f = undefined;
});

it.each([
  [[2, 0, 0], '2 adults'],
  [[1, 1, 0], '1 adult, 1 child'],
  [[2, 2, 1], '2 adults, 2 children, 1 infant'],
  [[0, 2, 0], '0 adults, 2 children'],
])('%j → %s on an English page', ([numberOfAdults, numberOfChildren, numberOfInfants], text) => {
  expect(
    guestsText({
      numberOfAdults: numberOfAdults ?? 0,
      numberOfChildren: numberOfChildren ?? 0,
      numberOfInfants: numberOfInfants ?? 0,
    }),
  ).toBe(text);
});

it('joins the guests as a list of the page’s locale', () => {
  globalThis.__f = intlForms('de');
  const words = (key: string, params?: { count?: string | number }) => `${params?.count} ${key}`;
  expect(guestsText({ numberOfAdults: 2, numberOfChildren: 3, numberOfInfants: 1 }, words)).toBe(
    '2 stay.adults.other, 3 stay.children.other und 1 stay.infants.one',
  );
});

it.each([
  [0, 'many'],
  [1, 'one'],
  [2, 'many'],
])('picks the pair’s text for %i', (count, key) => {
  expect(counted((k: string) => k, count, 'one', 'many')).toBe(key);
});
