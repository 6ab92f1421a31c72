import { expect, it } from 'vitest';
import type { ChangeLine } from '../domain/manage/change-lines.ts';
import { changeLineIn } from './change-texts.ts';
import { formatStayDateIn } from './locale-format.ts';

const room = { position: 1, roomTypeName: 'Classic Double' };

it.each<[ChangeLine, string]>([
  [{ kind: 'cancelledBooking' }, 'Whole booking cancelled'],
  [{ kind: 'cancelledRoom', room }, 'Room 2 (Classic Double): cancelled'],
  [
    { kind: 'upgraded', room, from: 'Classic Double', to: 'Junior Suite' },
    'Room 2 (Classic Double): upgraded from Classic Double to Junior Suite',
  ],
  [
    {
      kind: 'dates',
      room,
      from: { from: '2027-06-10', to: '2027-06-12' },
      to: { from: '2027-06-11', to: '2027-06-14' },
    },
    'Room 2 (Classic Double): dates changed from Thursday, 10 Jun 2027 – Saturday, 12 Jun 2027 to Friday, 11 Jun 2027 – Monday, 14 Jun 2027',
  ],
  [
    { kind: 'extra', room, name: 'Breakfast', before: 0, after: 2 },
    'Room 2 (Classic Double): Breakfast × 2 added',
  ],
  [
    { kind: 'extra', room, name: 'Breakfast', before: 2, after: 0 },
    'Room 2 (Classic Double): Breakfast removed',
  ],
  [
    { kind: 'extra', room, name: 'Breakfast', before: 1, after: 3 },
    'Room 2 (Classic Double): Breakfast × 1 → × 3',
  ],
  [
    { kind: 'guestAdded', room, name: 'Ada Lovelace' },
    'Room 2 (Classic Double): guest Ada Lovelace added',
  ],
  [
    { kind: 'guestRenamed', room, before: 'Ada Byron', after: 'Ada Lovelace' },
    'Room 2 (Classic Double): guest Ada Byron is now Ada Lovelace',
  ],
  [
    { kind: 'guestRemoved', room, name: 'Ada Lovelace' },
    'Room 2 (Classic Double): guest Ada Lovelace removed',
  ],
])('writes %j in en-GB', (line, expected) => {
  expect(changeLineIn(line)).toBe(expected);
});

it('writes changed dates as dates of the locale', () => {
  const text = changeLineIn(
    {
      kind: 'dates',
      room,
      from: { from: '2027-06-10', to: '2027-06-12' },
      to: { from: '2027-06-11', to: '2027-06-14' },
    },
    'de',
  );
  expect(text).toContain(formatStayDateIn('de', '2027-06-10'));
  expect(text).toContain(formatStayDateIn('de', '2027-06-14'));
  expect(text).not.toContain('Jun 2027');
});
