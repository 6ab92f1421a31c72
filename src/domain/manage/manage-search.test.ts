import { describe, expect, it } from 'vitest';
import { guestNameMatches, isManageSearchReady, manageSearchErrors } from './manage-search.ts';

describe('manage booking search (spec §5)', () => {
  it.each([
    [{ propertyId: 1, reservationNumber: 'GR123', guestName: 'Lovelace' }, {}, true],
    [
      { propertyId: 1, reservationNumber: '', guestName: 'Lovelace' },
      { reservationNumber: 'Resevation Number is required' },
      false,
    ],
    [
      { propertyId: 1, reservationNumber: 'GR123', guestName: ' ' },
      { guestName: 'Guest Name is required' },
      false,
    ],
    [
      { propertyId: 1 },
      { reservationNumber: 'Resevation Number is required', guestName: 'Guest Name is required' },
      false,
    ],
    [{ propertyId: 0, reservationNumber: 'GR123', guestName: 'Lovelace' }, {}, false],
    [{ propertyId: 'GRANDLDN', reservationNumber: 'GR123', guestName: 'Lovelace' }, {}, true],
    [{ reservationNumber: 'GR123', guestName: 'Lovelace' }, {}, false],
  ])('%o', (search, errors, ready) => {
    expect(manageSearchErrors(search)).toEqual(errors);
    expect(isManageSearchReady(search)).toBe(ready);
  });
});

describe('guestNameMatches', () => {
  const people = [
    { FirstName: 'Zoë', LastName: 'Ångström' },
    { FirstName: 'Sam', LastName: "O'Brien" },
  ];
  it.each([
    ['the last name', 'Ångström', true],
    ['any case, no accents', 'ANGSTROM', true],
    ['the full name', 'zoe angstrom', true],
    ['a guest\u2019s last name with a curly apostrophe', 'O\u2019Brien', true],
    ['extra spaces', "  o'brien ", true],
    ['a first name alone', 'Zoë', false],
    ['part of a name', 'Angst', false],
    ['nothing', '   ', false],
  ])('%s', (_name, typed, expected) => {
    expect(guestNameMatches(typed, people)).toBe(expected);
  });
});
