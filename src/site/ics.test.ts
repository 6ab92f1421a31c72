import { expect, it } from 'vitest';
import { stayIcs } from './ics.ts';

const ics = stayIcs({
  uid: 'GL-7Q4K9P@stayfront',
  title: 'Stay at The Grand London, reservation GL-7Q4K9P',
  arrive: '2026-12-01',
  depart: '2026-12-03',
  location: '1 Strand, London WC2N 5HR; United Kingdom',
  description:
    'Room 1: Deluxe King\nManage: https://example.test/Manage/GRANDLDN/Reservation/GL-7Q4K9P/abc',
  url: 'https://example.test/Manage/GRANDLDN/Reservation/GL-7Q4K9P/abc',
  now: new Date('2026-11-22T10:15:00.000Z'),
});

it('is an all-day event from arrival to departure', () => {
  expect(ics).toContain('DTSTART;VALUE=DATE:20261201\r\n');
  expect(ics).toContain('DTEND;VALUE=DATE:20261203\r\n');
  expect(ics).toContain('DTSTAMP:20261122T101500Z\r\n');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
});

it('escapes text and folds long lines to 75 octets', () => {
  expect(ics).toContain('LOCATION:1 Strand\\, London WC2N 5HR\\; United Kingdom');
  expect(ics).toContain('DESCRIPTION:Room 1: Deluxe King\\nManage:');
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
});
