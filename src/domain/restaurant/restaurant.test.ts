import { describe, expect, it } from 'vitest';
import { canBookTable, partySizes, type TableBooking } from './restaurant.ts';

describe('partySizes (spec §5)', () => {
  it.each([
    [{ MinOnlinePartySize: 2, MaxOnlinePartySize: 6 }, [2, 3, 4, 5, 6]],
    [{ MinOnlinePartySize: 4, MaxOnlinePartySize: 4 }, [4]],
    [{ MinOnlinePartySize: 5, MaxOnlinePartySize: 2 }, []],
    [{ MinOnlinePartySize: 0, MaxOnlinePartySize: 2 }, [1, 2]],
    [{ MaxOnlinePartySize: 3 }, [1, 2, 3]],
    [null, []],
  ])('%o → %o', (setup, sizes) => {
    expect(partySizes(setup)).toEqual(sizes);
  });
});

describe('canBookTable (spec §5)', () => {
  const booking: TableBooking = {
    restaurant: { Id: 1 },
    time: '19:30',
    partySize: 2,
    visitDate: '2026-12-01',
    identifier: 'GR123',
    email: 'ada@example.com',
    contactNumber: '+447700900123',
  };
  it('books with everything given', () => {
    expect(canBookTable(booking)).toBe(true);
  });
  it.each<[string, Partial<TableBooking>]>([
    ['no contact number', { contactNumber: '' }],
    ['no email', { email: null }],
    ['a malformed email', { email: 'ada@' }],
    ['no identifier', { identifier: ' ' }],
    ['no restaurant', { restaurant: null }],
    ['no party size', { partySize: 0 }],
    ['no date', { visitDate: undefined }],
    ['no time', { time: '' }],
  ])('refuses with %s', (_label, change) => {
    expect(canBookTable({ ...booking, ...change })).toBe(false);
  });
});
