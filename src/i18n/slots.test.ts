import { expect, it } from 'vitest';
import { slotsOf } from './slots.ts';

it.each([
  [
    'Call {telephone} or email {email}.',
    ['telephone', 'email'],
    ['Call ', 'telephone', ' or email ', 'email', '.'],
  ],
  [
    'E-Mail {email} oder Anruf {telephone}',
    ['telephone', 'email'],
    ['E-Mail ', 'email', ' oder Anruf ', 'telephone', ''],
  ],
  ['No slot {other}', ['email'], ['No slot {other}']],
  ['Plain', [], ['Plain']],
] as const)('cuts %s at %o', (text, names, expected) => {
  expect(slotsOf(text, names)).toEqual(expected);
});
