import { describe, expect, it } from 'vitest';
import type { CancellationTerms } from '../manage/cancellation-terms.ts';
import {
  chargesDueBeforeArrival,
  noShowCharge,
  takeShare,
  type NoShowRoom,
  type ScheduledRoom,
} from './scheduled-charges.ts';

const room = (extra: Partial<ScheduledRoom>): ScheduledRoom => ({
  itemId: 1,
  dateFrom: '2026-03-10',
  dueLater: 200,
  paymentType: 'BeforeArrival',
  daysBeforeArrival: 2,
  ...extra,
});

describe('chargesDueBeforeArrival', () => {
  it.each<[string, ScheduledRoom[], string, { dueOn: string; amount: number; items: number[] }[]]>([
    ['not yet: the day before the charge date', [room({})], '2026-03-07', []],
    [
      'on the charge date (arrival minus the rate’s days)',
      [room({})],
      '2026-03-08',
      [{ dueOn: '2026-03-08', amount: 200, items: [1] }],
    ],
    [
      'still due up to the arrival day (a job that did not run catches up)',
      [room({})],
      '2026-03-10',
      [{ dueOn: '2026-03-08', amount: 200, items: [1] }],
    ],
    ['not after the arrival day: the guest pays at the desk', [room({})], '2026-03-11', []],
    [
      'rooms due the same day are one charge; another day is another',
      [
        room({ itemId: 1, dueLater: 100.1 }),
        room({ itemId: 2, dueLater: 50.2 }),
        room({ itemId: 3, dueLater: 30, daysBeforeArrival: 7 }),
      ],
      '2026-03-09',
      [
        { dueOn: '2026-03-03', amount: 30, items: [3] },
        { dueOn: '2026-03-08', amount: 150.3, items: [1, 2] },
      ],
    ],
    [
      'nothing for a rate charged at booking, or a room with nothing due',
      [room({ paymentType: 'AtBooking' }), room({ dueLater: 0 }), room({ paymentType: 'None' })],
      '2026-03-09',
      [],
    ],
  ])('%s', (_, rooms, today, expected) => {
    const due = chargesDueBeforeArrival(rooms, today, 'GBP');
    expect(
      due.map((charge) => ({
        dueOn: charge.dueOn,
        amount: charge.amount,
        items: charge.rooms.map((share) => share.itemId),
      })),
    ).toEqual(expected);
  });
});

const terms = (penalty: CancellationTerms): CancellationTerms => penalty;
const noShow = (extra: Partial<NoShowRoom>): NoShowRoom => ({
  itemId: 1,
  terms: terms({ nonRefundable: false, freeUntilDaysBefore: 2, penalty: { kind: 'FirstNight' } }),
  dateFrom: '2026-03-10',
  dateTo: '2026-03-13',
  total: 330,
  roomCost: 300,
  paid: 0,
  voucher: 0,
  ...extra,
});

describe('noShowCharge', () => {
  it.each<[string, NoShowRoom[], { itemId: number; amount: number }[]]>([
    ['the first night of a room that paid nothing', [noShow({})], [{ itemId: 1, amount: 100 }]],
    [
      'less what the room paid and its voucher',
      [noShow({ paid: 60, voucher: 15 })],
      [{ itemId: 1, amount: 25 }],
    ],
    ['nothing when what was paid covers the fee', [noShow({ paid: 330 })], []],
    [
      'a percentage of the room with its extras, per room',
      [
        noShow({
          itemId: 1,
          terms: {
            nonRefundable: false,
            freeUntilDaysBefore: 2,
            penalty: { kind: 'Percent', percent: 30 },
          },
        }),
        noShow({ itemId: 2, terms: { nonRefundable: true }, total: 200, paid: 50 }),
      ],
      [
        { itemId: 1, amount: 99 },
        { itemId: 2, amount: 150 },
      ],
    ],
  ])('%s', (_, rooms, expected) => {
    expect(noShowCharge(rooms, 'GBP')).toEqual(expected);
  });
});

describe('takeShare', () => {
  it.each([
    [{ paid: 0, dueLater: 200 }, 200, { paid: 200, dueLater: 0 }],
    [{ paid: 30.1, dueLater: 70.2 }, 70.2, { paid: 100.3, dueLater: 0 }],
    // A no-show fee beyond what was due later: nothing goes below zero.
    [{ paid: 0, dueLater: 0 }, 100, { paid: 100, dueLater: 0 }],
  ])('%o less %d', (room, amount, expected) => {
    expect(takeShare(room, amount, 'GBP')).toEqual(expected);
  });
});
