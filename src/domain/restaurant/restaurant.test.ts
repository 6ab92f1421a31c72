import { describe, expect, it } from 'vitest';
import { availableTimes, canBookTable, partySizes, type TableBooking } from './restaurant.ts';

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

describe('availableTimes', () => {
  const grill = { timeSlots: ['18:00', '19:00', '20:00'], coversPerSlot: 10, closedWeekdays: [1] };
  // 2027-03-02 is a Tuesday, 2027-03-01 a Monday.
  it.each([
    [
      'an open evening with nothing booked',
      '2027-03-02',
      2,
      [],
      '2027-02-20',
      '12:00',
      ['18:00', '19:00', '20:00'],
    ],
    [
      'a slot with too few covers left',
      '2027-03-02',
      4,
      [['19:00', 7]],
      '2027-02-20',
      '12:00',
      ['18:00', '20:00'],
    ],
    [
      'a party that just fits',
      '2027-03-02',
      3,
      [['19:00', 7]],
      '2027-02-20',
      '12:00',
      ['18:00', '19:00', '20:00'],
    ],
    ['the closed weekday', '2027-03-01', 2, [], '2027-02-20', '12:00', []],
    ['a past date', '2027-02-19', 2, [], '2027-02-20', '12:00', []],
    [
      'today, only times still ahead',
      '2027-03-02',
      2,
      [],
      '2027-03-02',
      '18:30',
      ['19:00', '20:00'],
    ],
    ['no party', '2027-03-02', 0, [], '2027-02-20', '12:00', []],
  ] as const)('%s', (_name, date, partySize, booked, today, now, expected) => {
    expect(availableTimes(grill, { date, partySize, booked: new Map(booked), today, now })).toEqual(
      expected,
    );
  });
});
