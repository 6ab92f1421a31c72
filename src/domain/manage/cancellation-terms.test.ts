import { describe, expect, it } from 'vitest';
import {
  cancellationFee,
  cancellationFeeAt,
  lastFreeDay,
  type CancellationTerms,
} from './cancellation-terms.ts';

const room = { dateFrom: '2027-06-10', dateTo: '2027-06-13', total: 390, roomCost: 300 };
const flexible = (
  penalty: Extract<CancellationTerms, { nonRefundable: false }>['penalty'],
  days = 2,
): CancellationTerms => ({ nonRefundable: false, freeUntilDaysBefore: days, penalty });

describe('cancellationFee', () => {
  it.each([
    ['free well before the deadline', flexible({ kind: 'FirstNight' }), '2027-06-01', 0],
    ['free on the last free day', flexible({ kind: 'FirstNight' }), '2027-06-07', 0],
    ['first night from the day after', flexible({ kind: 'FirstNight' }), '2027-06-08', 100],
    ['first night on arrival day', flexible({ kind: 'FirstNight' }), '2027-06-10', 100],
    [
      'a percentage of room and extras',
      flexible({ kind: 'Percent', percent: 50 }),
      '2027-06-09',
      195,
    ],
    [
      'percentages above 100 are capped',
      flexible({ kind: 'Percent', percent: 150 }),
      '2027-06-09',
      390,
    ],
    ['the full stay', flexible({ kind: 'Full' }, 7), '2027-06-03', 390],
    ['free the day before a 7-day deadline', flexible({ kind: 'Full' }, 7), '2027-06-02', 0],
    ['free until arrival day itself with 0 days', flexible({ kind: 'Full' }, 0), '2027-06-09', 0],
    ['charged on arrival day with 0 days', flexible({ kind: 'Full' }, 0), '2027-06-10', 390],
    ['non-refundable at any time', { nonRefundable: true } as const, '2027-01-01', 390],
  ])('%s', (_name, terms, today, fee) => {
    expect(cancellationFee(terms, room, today, 'GBP')).toBe(fee);
  });

  it('rounds to the currency (no minor units for NGN-style whole amounts stays exact)', () => {
    expect(
      cancellationFee(
        flexible({ kind: 'FirstNight' }),
        { ...room, roomCost: 100 },
        '2027-06-09',
        'GBP',
      ),
    ).toBe(33.33);
  });
});

describe('cancellationFeeAt reads the day on the hotel clock', () => {
  const terms = flexible({ kind: 'FirstNight' });
  it.each([
    // 23:30 on 7 June in London is still the last free day; 00:30 on 8 June is not.
    ['London, 22:30Z on 7 June (23:30 BST)', '2027-06-07T22:30:00Z', 'Europe/London', 0],
    [
      'London, 23:30Z on 7 June (00:30 BST on 8 June)',
      '2027-06-07T23:30:00Z',
      'Europe/London',
      100,
    ],
    // Lagos is UTC+1 all year; Cape Town UTC+2.
    ['Cape Town, 21:59Z on 7 June (23:59 SAST)', '2027-06-07T21:59:00Z', 'Africa/Johannesburg', 0],
    [
      'Cape Town, 22:00Z on 7 June (00:00 SAST)',
      '2027-06-07T22:00:00Z',
      'Africa/Johannesburg',
      100,
    ],
    [
      'Los Angeles, 06:59Z on 8 June (23:59 PDT on 7 June)',
      '2027-06-08T06:59:00Z',
      'America/Los_Angeles',
      0,
    ],
  ])('%s', (_name, instant, zone, fee) => {
    expect(cancellationFeeAt(terms, room, new Date(instant), zone, 'GBP')).toBe(fee);
  });
});

describe('lastFreeDay', () => {
  it('names the last free day', () => {
    expect(lastFreeDay(flexible({ kind: 'FirstNight' }), '2027-06-10')).toBe('2027-06-07');
    expect(lastFreeDay({ nonRefundable: true }, '2027-06-10')).toBeNull();
  });
});
