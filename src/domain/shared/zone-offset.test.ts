import { describe, expect, it } from 'vitest';
import { hotelClock } from './clock.ts';
import { clockAtOffset, zoneOffset } from './zone-offset.ts';

const ZONES = [
  'Europe/London',
  'America/New_York',
  'America/St_Johns', // −3:30, with summer time
  'Asia/Kolkata', // +5:30
  'Australia/Lord_Howe', // half an hour of summer time
  'Pacific/Chatham', // +12:45 / +13:45
  'Africa/Lagos',
  'Etc/GMT+12',
];

describe('zoneOffset', () => {
  it.each([
    // London goes forward at 01:00 UTC on 28 March 2027 and back at 01:00 UTC on 31 October.
    ['2027-03-25T12:00:00Z', 'Europe/London', 0, '2027-03-28T01:00:00Z'],
    ['2027-10-27T09:30:00Z', 'Europe/London', 60, '2027-10-31T01:00:00Z'],
    ['2027-07-01T00:00:00Z', 'Europe/London', 60, '2027-07-08T00:00:00Z'],
    ['2027-01-10T00:00:00Z', 'Asia/Kolkata', 330, '2027-01-17T00:00:00Z'],
    ['2027-03-10T12:00:00Z', 'America/New_York', -300, '2027-03-14T07:00:00Z'],
  ])('%s in %s: %i minutes until %s', (instant, zone, minutes, until) => {
    const offset = zoneOffset(new Date(instant), zone);
    expect(offset.minutes).toBe(minutes);
    expect(new Date(offset.until).toISOString()).toBe(new Date(until).toISOString());
  });

  it('gives the clock Intl gives, every few minutes up to the change that ends its stretch', () => {
    const starts = ['2027-03-24T18:17:00Z', '2027-09-29T23:59:00Z', '2027-10-28T11:00:00Z'];
    for (const zone of ZONES)
      for (const start of starts) {
        const offset = zoneOffset(new Date(start), zone);
        // Every 7 minutes through the stretch, and its last minute.
        for (let ms = offset.from; ms < offset.until; ms += 7 * 60_000) {
          expect(clockAtOffset(new Date(ms), offset), `${zone} ${ms}`).toEqual(
            hotelClock(new Date(ms), zone),
          );
        }
        const last = new Date(offset.until - 1);
        expect(clockAtOffset(last, offset)).toEqual(hotelClock(last, zone));
      }
  });

  it('says nothing outside its stretch, where the offset may differ', () => {
    const offset = zoneOffset(new Date('2027-03-27T12:00:00Z'), 'Europe/London');
    expect(clockAtOffset(new Date(offset.until), offset)).toBeNull();
    expect(clockAtOffset(new Date(offset.from - 1), offset)).toBeNull();
    // After the change London is an hour ahead: the next stretch says so.
    const after = zoneOffset(new Date(offset.until), 'Europe/London');
    expect(after.minutes).toBe(60);
  });

  it('is reused while it still covers a day ahead, then worked out again', () => {
    const first = zoneOffset(new Date('2027-05-01T00:00:00Z'), 'Africa/Lagos');
    expect(zoneOffset(new Date('2027-05-05T00:00:00Z'), 'Africa/Lagos')).toBe(first);
    const later = zoneOffset(new Date('2027-05-07T12:00:00Z'), 'Africa/Lagos');
    expect(later).not.toBe(first);
    expect(later.until - later.from).toBe(7 * 86_400_000);
  });
});
