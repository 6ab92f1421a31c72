import { describe, expect, it } from 'vitest';
import { amendmentMoney, type BookingMoney } from './amendment-money.ts';
import type { HowPaid, RoomChange, RoomMoney } from './room-money.ts';

const card: HowPaid = { currency: 'GBP', invoiced: false, canCharge: true };
const room = (owed: number, paid: number, dueLater = 0): RoomMoney => ({
  owed,
  voucher: 0,
  paid,
  dueLater,
});
const bookingOf = (rooms: readonly RoomMoney[]): BookingMoney => ({
  total: rooms.reduce((sum, r) => sum + r.owed, 0),
  discount: 0,
  amountPaid: rooms.reduce((sum, r) => sum + r.paid, 0),
  amountDueLater: rooms.reduce((sum, r) => sum + r.dueLater, 0),
});
const unchanged: RoomChange = { kind: 'Unchanged' };

// A room paid in full at booking (300), one due before arrival (200), one paid at the hotel (100).
const prepaid = room(300, 300);
const later = room(200, 0, 200);
const atHotel = room(100, 0);
const rooms = [prepaid, later, atHotel];

describe('amendmentMoney', () => {
  it.each<
    [
      string,
      RoomChange[],
      { charge: number; refund: number; paid: number; later: number; hotel: number; total: number },
    ]
  >([
    [
      'cancelling the room paid at the hotel refunds nothing and schedules nothing',
      [unchanged, unchanged, { kind: 'Cancelled', fee: 0 }],
      { charge: 0, refund: 0, paid: 300, later: 200, hotel: 0, total: 500 },
    ],
    [
      'cancelling the prepaid room refunds only what it paid',
      [{ kind: 'Cancelled', fee: 0 }, unchanged, unchanged],
      { charge: 0, refund: 300, paid: 0, later: 200, hotel: 100, total: 300 },
    ],
    [
      'cancelling the prepaid room with a fee keeps the fee from its own payment',
      [{ kind: 'Cancelled', fee: 100 }, unchanged, unchanged],
      { charge: 0, refund: 200, paid: 100, later: 200, hotel: 100, total: 400 },
    ],
    [
      'a longer stay for the room paid at the hotel charges nothing now',
      [unchanged, unchanged, { kind: 'Changed', owed: 150, now: 0, later: 0 }],
      { charge: 0, refund: 0, paid: 300, later: 200, hotel: 150, total: 650 },
    ],
    [
      'a longer stay for the prepaid room charges its rise alone',
      [{ kind: 'Changed', owed: 360, now: 360, later: 0 }, unchanged, unchanged],
      { charge: 60, refund: 0, paid: 360, later: 200, hotel: 100, total: 660 },
    ],
    [
      'a dearer prepaid room and a cancelled scheduled one: nothing left to schedule',
      [
        { kind: 'Changed', owed: 360, now: 360, later: 0 },
        { kind: 'Cancelled', fee: 0 },
        unchanged,
      ],
      { charge: 60, refund: 0, paid: 360, later: 0, hotel: 100, total: 460 },
    ],
  ])('%s', (_name, changes, expected) => {
    const money = amendmentMoney(
      bookingOf(rooms),
      rooms.map((before, i) => ({ before, change: changes[i]! })),
      card,
    );
    expect({
      charge: money.chargeNow,
      refund: money.refund,
      paid: money.amountPaid,
      later: money.amountDueLater,
      hotel: money.amountDueAtHotel,
      total: money.newTotal,
    }).toEqual(expected);
  });

  it('nets one room’s rise against another’s refund into one card movement', () => {
    const money = amendmentMoney(
      bookingOf(rooms),
      [
        { before: prepaid, change: { kind: 'Cancelled', fee: 0 } },
        { before: later, change: { kind: 'Changed', owed: 250, now: 250, later: 0 } },
        { before: atHotel, change: unchanged },
      ],
      card,
    );
    expect([money.chargeNow, money.refund]).toEqual([0, 50]);
    expect(money.rooms.map((move) => [move.charge, move.refund])).toEqual([
      [0, 300],
      [250, 0],
      [0, 0],
    ]);
  });
});
