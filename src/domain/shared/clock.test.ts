import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, earliestToday, hotelClock, isIsoDate } from './clock.ts';

describe('hotelClock', () => {
  it.each([
    ['2026-07-01T22:30:00Z', 'Europe/London', { today: '2026-07-01', hour: 23, minute: 30 }],
    ['2026-07-01T23:30:00Z', 'Europe/London', { today: '2026-07-02', hour: 0, minute: 30 }],
    ['2026-01-15T23:30:00Z', 'Europe/London', { today: '2026-01-15', hour: 23, minute: 30 }],
    ['2026-01-15T22:05:00Z', 'Africa/Johannesburg', { today: '2026-01-16', hour: 0, minute: 5 }],
    ['2026-01-15T12:00:00Z', 'Africa/Lagos', { today: '2026-01-15', hour: 13, minute: 0 }],
  ])('%s in %s', (instant, zone, clock) => {
    expect(hotelClock(new Date(instant), zone)).toEqual(clock);
  });

  it('reads each moment afresh across a clock change, seconds apart (the minute is kept)', () => {
    const london = (instant: string) => hotelClock(new Date(instant), 'Europe/London');
    expect(london('2026-03-29T00:59:01Z')).toEqual({ today: '2026-03-29', hour: 0, minute: 59 });
    expect(london('2026-03-29T00:59:59Z')).toEqual({ today: '2026-03-29', hour: 0, minute: 59 });
    expect(london('2026-03-29T01:00:00Z')).toEqual({ today: '2026-03-29', hour: 2, minute: 0 });
    expect(london('2026-03-29T00:59:30Z')).toEqual({ today: '2026-03-29', hour: 0, minute: 59 });
  });

  it('hands out a clock its caller may change without changing the next one', () => {
    const first = hotelClock(new Date('2026-07-01T10:00:00Z'), 'Africa/Lagos');
    first.hour = 99;
    expect(hotelClock(new Date('2026-07-01T10:00:30Z'), 'Africa/Lagos').hour).toBe(11);
  });
});

describe('earliestToday', () => {
  it.each([
    // 23:30 UTC: Cape Town is on the next day, New York still on this one.
    ['2026-07-01T23:30:00Z', ['Africa/Johannesburg'], '2026-07-02'],
    ['2026-07-01T23:30:00Z', ['Africa/Johannesburg', 'Europe/London'], '2026-07-02'],
    ['2026-07-02T02:00:00Z', ['Europe/London', 'America/New_York'], '2026-07-01'],
    // Unknown or missing zones count as the earliest on Earth (UTC−12).
    ['2026-07-02T10:00:00Z', ['Europe/London', undefined], '2026-07-01'],
    ['2026-07-02T10:00:00Z', ['Not/AZone'], '2026-07-01'],
    ['2026-07-02T13:00:00Z', [null], '2026-07-02'],
    ['2026-07-02T10:00:00Z', [], '2026-07-01'],
  ])('%s among %j is %s', (instant, zones, today) => {
    expect(earliestToday(new Date(instant), zones)).toBe(today);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-1', false],
    ['2026-04-31', false],
    ['0099-01-01', true],
    ['2026-01-01T00:00', false],
    ['', false],
    [null, false],
  ])('%s → %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });
});

describe('date arithmetic', () => {
  it.each([
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-07', 2, '2026-03-09'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-01-01', 1096, '2029-01-01'],
  ])('%s + %i → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-24', 36, '2029-11-24'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('%s + %i months → %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
  it.each([
    ['2026-03-28', '2026-03-30', 2],
    ['2026-10-24', '2026-10-26', 2],
    ['2026-03-07', '2026-03-09', 2],
    ['2026-10-31', '2026-11-02', 2],
    ['2026-03-30', '2026-03-28', -2],
  ])('%s → %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});
