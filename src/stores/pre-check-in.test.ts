import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import type { PreCheckInReservation } from '../api/contract/pre-check-in.ts';

const post = vi.fn();
vi.mock('../api/browser-api.ts', () => ({
  api: { post: (...args: unknown[]) => post(...args) as unknown },
}));
const {
  $position,
  $reservation,
  $saveError,
  CHECK_FIELDS,
  completePreCheckIn,
  continueFrom,
  openPreCheckIn,
  resumePosition,
  SAVE_FAILED,
  shownPosition,
} = await import('./pre-check-in.ts');

const guest = (Reviewed: boolean) => ({
  FirstName: 'A',
  LastName: 'B',
  Email: '',
  Phone: '',
  Street: '',
  City: '',
  ZipCode: '',
  CountryId: 0,
  NationalityId: 0,
  DateOfBirth: '',
  DocumentType: '' as const,
  DocumentNumber: '',
  IsChild: false,
  Reviewed,
});
const item = (id: number, reviewed: boolean, guests: boolean[]) => ({
  ReservationItemId: id,
  DateFrom: '2026-03-01',
  DateTo: '2026-03-03',
  RoomTypeName: 'Room',
  RatePlanName: 'Flexible',
  NumberOfAdults: guests.length,
  NumberOfChildren: 0,
  NumberOfInfants: 0,
  Reviewed: reviewed,
  Guests: guests.map(guest),
});
const reservation = (change: Partial<PreCheckInReservation> = {}): PreCheckInReservation => ({
  PropertyId: 1,
  ReservationNumber: 'GL-9PCK3W',
  DateFrom: '2026-03-01',
  DateTo: '2026-03-03',
  SpecialRequests: null,
  Booker: { FirstName: 'Alex', LastName: 'Morgan', Email: 'a@b.com', Phone: '+44 1' },
  BookerReviewed: false,
  ArrivalTime: '',
  Status: 'NotStarted',
  Items: [item(1, false, [false, false]), item(2, false, [false])],
  ...change,
});
const apiError = (status: number, body: unknown) =>
  new ApiError({
    status,
    url: '/api/PreCheckIn/Save',
    method: 'POST',
    body,
    fallback: 'Action failed',
  });

afterEach(() => post.mockReset());

describe.each([
  ['a new pre-check-in starts at Start', reservation(), { step: 'Start' }],
  [
    'a started one without the booker confirmed goes back to the booker',
    reservation({ Status: 'InProgress' }),
    { step: 'Booker' },
  ],
  [
    'then the first room not reviewed',
    reservation({ Status: 'InProgress', BookerReviewed: true }),
    { step: 'Room', roomIndex: 0 },
  ],
  [
    'then the first guest not reviewed',
    reservation({
      Status: 'InProgress',
      BookerReviewed: true,
      Items: [item(1, true, [true, false]), item(2, false, [false])],
    }),
    { step: 'Guest', roomIndex: 0, guestIndex: 1 },
  ],
  [
    'everything reviewed: the summary',
    reservation({
      Status: 'InProgress',
      BookerReviewed: true,
      Items: [item(1, true, [true, true]), item(2, true, [true])],
    }),
    { step: 'Summary' },
  ],
])('resuming: %s', (_name, given, expected) => {
  it('lands where the guest stopped', () => expect(resumePosition(given)).toEqual(expected));
});

describe('the position an island draws', () => {
  const server = { step: 'Guest', roomIndex: 1, guestIndex: 0 } as const;
  it.each([
    ['the store not yet opened', { step: 'None' }, server],
    ['the same place, a new object', { step: 'Guest', roomIndex: 1, guestIndex: 0 }, server],
    ['another guest', { step: 'Guest', roomIndex: 1, guestIndex: 1 }, 'stored'],
    ['another room', { step: 'Guest', roomIndex: 0, guestIndex: 0 }, 'stored'],
    ['another step', { step: 'Summary' }, 'stored'],
  ] as const)('%s', (_name, stored, expected) => {
    const shown = shownPosition(stored, server);
    // By identity: the server's own object is what spares React a render.
    expect(shown).toBe(expected === 'stored' ? stored : server);
  });
});

describe('saving', () => {
  it('moves on with what the server stored after a successful save', async () => {
    const typed = reservation({ Status: 'InProgress' });
    typed.Booker.Phone = '020 7946 0000';
    typed.Items[1]!.Guests[0]!.Phone = '+27 21 555 0100';
    typed.Items[0]!.Guests[0]!.Phone = '0770';
    openPreCheckIn(typed, 'GRANDLDN', 'code', 'GB');
    post.mockResolvedValueOnce({
      Success: true,
      Message: null,
      Reservation: reservation({ Status: 'InProgress', BookerReviewed: true }),
    });
    await continueFrom({ step: 'Booker' });
    expect(post.mock.calls[0]![1]).toMatchObject({
      PropertyId: 'GRANDLDN',
      Code: 'code',
      Complete: false,
      BookerReviewed: true,
      // Without a country code: the hotel's; one the rule refuses goes as typed, for the server to name.
      Booker: { Phone: '+44 20 7946 0000' },
      Items: [
        { Guests: [{ Phone: '0770' }, { Phone: '' }] },
        { Guests: [{ Phone: '+27 21 555 0100' }] },
      ],
    });
    expect($position.get()).toEqual({ step: 'Room', roomIndex: 0 });
  });

  it.each([
    ['a server failure', apiError(500, { Message: 'boom' }), SAVE_FAILED],
    ['a network failure', new Error('offline'), SAVE_FAILED],
    [
      'a refusal in the server\u2019s words',
      apiError(409, { Message: 'This link has expired' }),
      'This link has expired',
    ],
    [
      'field messages shown beside their fields',
      apiError(400, {
        Message: 'x',
        ModelState: { 'Items[0].Guests[0].NationalityId': ['Nationality is required'] },
      }),
      CHECK_FIELDS,
    ],
  ])('keeps the step and says why on %s', async (_name, failure, message) => {
    openPreCheckIn(
      reservation({
        Status: 'InProgress',
        BookerReviewed: true,
        Items: [item(1, true, [true, true]), item(2, true, [true])],
      }),
      'GRANDLDN',
      'code',
      'GB',
    );
    post.mockRejectedValueOnce(failure);
    await completePreCheckIn();
    expect($position.get()).toEqual({ step: 'Summary' });
    expect($saveError.get()?.message).toBe(message);
    expect($reservation.get()?.Status).toBe('InProgress');
  });
});
