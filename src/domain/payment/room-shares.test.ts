import { describe, expect, it } from 'vitest';
import type { RoomMoney } from '../manage/room-money.ts';
import { roomShares, type BookedMoney, type BookedRoom } from './room-shares.ts';

const booked = (extra: Partial<BookedMoney>): BookedMoney => ({
  currency: 'GBP',
  discount: 0,
  amountPaid: 0,
  amountDueLater: 0,
  invoiced: false,
  ...extra,
});
const share = (owed: number, paid: number, dueLater = 0, voucher = 0): RoomMoney => ({
  owed,
  voucher,
  paid,
  dueLater,
});

describe('roomShares', () => {
  it.each<[string, BookedRoom[], Partial<BookedMoney>, RoomMoney[]]>([
    [
      'each room keeps its own rate’s split',
      [
        { owed: 300, now: 90, later: 0 },
        { owed: 200, now: 0, later: 200 },
        { owed: 100, now: 0, later: 0 },
      ],
      { amountPaid: 90, amountDueLater: 200 },
      [share(300, 90), share(200, 0, 200), share(100, 0)],
    ],
    [
      'a voucher comes off what is charged now first, room by room',
      [
        { owed: 100, now: 30, later: 0 },
        { owed: 100, now: 100, later: 0 },
      ],
      { discount: 50, amountPaid: 80 },
      [share(100, 0, 0, 30), share(100, 80, 0, 20)],
    ],
    [
      'then off what is charged later, then off the hotel’s part',
      [{ owed: 100, now: 10, later: 40 }],
      { discount: 60, amountPaid: 0, amountDueLater: 0 },
      [share(100, 0, 0, 60)],
    ],
    [
      'an invoice holds what would be charged as due later',
      [{ owed: 100, now: 30, later: 20 }],
      { amountDueLater: 50, invoiced: true },
      [share(100, 0, 50)],
    ],
    [
      'the cent the booking’s single rounding leaves goes to a room',
      [
        { owed: 33.33, now: 33.333, later: 0 },
        { owed: 33.33, now: 33.333, later: 0 },
        { owed: 33.34, now: 33.334, later: 0 },
      ],
      { amountPaid: 100 },
      [share(33.33, 33.33), share(33.33, 33.33), share(33.34, 33.34)],
    ],
    [
      'a rounded-down booking takes the cent from the first room',
      [
        { owed: 10.01, now: 10.005, later: 0 },
        { owed: 10.01, now: 10.005, later: 0 },
      ],
      { amountPaid: 20.01 },
      [share(10.01, 10), share(10.01, 10.01)],
    ],
  ])('%s', (_name, rooms, booking, shares) => {
    expect(roomShares(rooms, booked(booking))).toEqual(shares);
  });
});
