import { expect, it } from 'vitest';
import { guestsText } from './guests-text.ts';

it.each([
  [[2, 0, 0], '2 adults'],
  [[1, 1, 0], '1 adult, 1 child'],
  [[2, 2, 1], '2 adults, 2 children, 1 infant'],
  [[0, 2, 0], '0 adults, 2 children'],
])('%j → %s', ([numberOfAdults, numberOfChildren, numberOfInfants], text) => {
  expect(
    guestsText({
      numberOfAdults: numberOfAdults ?? 0,
      numberOfChildren: numberOfChildren ?? 0,
      numberOfInfants: numberOfInfants ?? 0,
    }),
  ).toBe(text);
});
