import { describe, expect, it } from 'vitest';
import { isManageSearchReady, manageSearchErrors } from './manage-search.ts';

describe('manage booking search (spec §5)', () => {
  it.each([
    [{ propertyId: 1, reservationNumber: 'GR123', guestName: 'Lovelace' }, {}, true],
    [{ propertyId: 1, reservationNumber: '', guestName: 'Lovelace' }, { reservationNumber: 'Resevation Number is required' }, false],
    [{ propertyId: 1, reservationNumber: 'GR123', guestName: ' ' }, { guestName: 'Guest Name is required' }, false],
    [{ propertyId: 1 }, { reservationNumber: 'Resevation Number is required', guestName: 'Guest Name is required' }, false],
    [{ propertyId: 0, reservationNumber: 'GR123', guestName: 'Lovelace' }, {}, false],
    [{ propertyId: 'GRANDLDN', reservationNumber: 'GR123', guestName: 'Lovelace' }, {}, true],
    [{ reservationNumber: 'GR123', guestName: 'Lovelace' }, {}, false],
  ])('%o', (search, errors, ready) => {
    expect(manageSearchErrors(search)).toEqual(errors);
    expect(isManageSearchReady(search)).toBe(ready);
  });
});
