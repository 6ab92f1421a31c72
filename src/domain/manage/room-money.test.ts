import { describe, expect, it } from 'vitest';
import {
  moveRoomMoney,
  roomDueAtHotel,
  type HowPaid,
  type RoomChange,
  type RoomMoney,
} from './room-money.ts';

const card: HowPaid = { currency: 'GBP', invoiced: false, canCharge: true };
const noCard: HowPaid = { ...card, canCharge: false };
const invoice: HowPaid = { ...card, invoiced: true };
const room = (owed: number, paid: number, dueLater = 0, voucher = 0): RoomMoney => ({
  owed,
  voucher,
  paid,
  dueLater,
});
const changed = (owed: number, now: number, later = 0): RoomChange => ({
  kind: 'Changed',
  owed,
  now,
  later,
});

describe('moveRoomMoney', () => {
  it.each<[string, RoomMoney, RoomChange, HowPaid, RoomMoney, number, number]>([
    // name, before, change, how → after, charge, refund
    [
      'an unchanged room keeps everything',
      room(300, 90, 0),
      { kind: 'Unchanged' },
      card,
      room(300, 90, 0),
      0,
      0,
    ],
    [
      'paid in full, price rises: the rise is charged',
      room(300, 300),
      changed(360, 360),
      card,
      room(360, 360),
      60,
      0,
    ],
    [
      'paid in full, price falls: the fall is refunded',
      room(300, 300),
      changed(240, 240),
      card,
      room(240, 240),
      0,
      60,
    ],
    [
      '30% deposit, price rises: 30% of the new price',
      room(300, 90),
      changed(400, 120),
      card,
      room(400, 120),
      30,
      0,
    ],
    [
      'all due before arrival: the new price is scheduled',
      room(300, 0, 300),
      changed(400, 0, 400),
      card,
      room(400, 0, 400),
      0,
      0,
    ],
    ['pay at the hotel: nothing moves', room(300, 0), changed(200, 0), card, room(200, 0), 0, 0],
    [
      'cancelled free after paying in full: all refunded',
      room(300, 300),
      { kind: 'Cancelled', fee: 0 },
      card,
      room(0, 0),
      0,
      300,
    ],
    [
      'cancelled with a fee after paying: the rest refunded',
      room(300, 300),
      { kind: 'Cancelled', fee: 100 },
      card,
      room(100, 100),
      0,
      200,
    ],
    [
      'cancelled with a fee, nothing paid: the fee is charged',
      room(300, 0, 300),
      { kind: 'Cancelled', fee: 100 },
      card,
      room(100, 100),
      100,
      0,
    ],
    [
      'cancelled with a fee, no card: the fee at the hotel',
      room(300, 0),
      { kind: 'Cancelled', fee: 100 },
      noCard,
      room(100, 0),
      0,
      0,
    ],
    [
      'cancelled with a fee, invoiced: the fee is invoiced',
      room(300, 0, 300),
      { kind: 'Cancelled', fee: 100 },
      invoice,
      room(100, 0, 100),
      0,
      0,
    ],
    [
      'a rise without a card waits for the hotel',
      room(300, 300),
      changed(360, 360),
      noCard,
      room(360, 300),
      0,
      0,
    ],
    [
      'a rise on an invoice is invoiced',
      room(300, 0, 300),
      changed(360, 360),
      invoice,
      room(360, 0, 360),
      0,
      0,
    ],
    [
      'a voucher still comes off what is charged now',
      room(300, 250, 0, 50),
      changed(400, 400),
      card,
      room(400, 350, 0, 50),
      100,
      0,
    ],
    [
      'a voucher covers a fee before any payment',
      room(300, 250, 0, 50),
      { kind: 'Cancelled', fee: 80 },
      card,
      room(80, 30, 0, 50),
      0,
      220,
    ],
    [
      'a voucher larger than the fee shrinks to it',
      room(300, 200, 0, 100),
      { kind: 'Cancelled', fee: 60 },
      card,
      room(60, 0, 0, 60),
      0,
      200,
    ],
  ])('%s', (_name, before, change, how, after, charge, refund) => {
    expect(moveRoomMoney(before, change, how)).toEqual({ after, charge, refund });
    expect(roomDueAtHotel(after, 'GBP')).toBeGreaterThanOrEqual(0);
  });
});
