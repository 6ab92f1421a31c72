import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import {
  assertNoProblems,
  calendarProblems,
  lastWindowDate,
  searchProblems,
} from './stay-window.ts';

const today = '2026-01-15';

describe('stay window (spec §9: 36 months from today)', () => {
  it('ends 36 months after today', () => {
    expect(lastWindowDate(today)).toBe('2029-01-15');
    expect(lastWindowDate('2026-02-28')).toBe('2029-02-28');
  });

  it.each([
    ['a stay inside the window', { DateFrom: today, DateTo: '2026-01-16', roomCount: 4 }, []],
    ['the last departure', { DateFrom: '2029-01-14', DateTo: '2029-01-15', roomCount: 1 }, []],
    [
      'a departure a day beyond',
      { DateFrom: '2029-01-14', DateTo: '2029-01-16', roomCount: 1 },
      ['DateTo'],
    ],
    [
      'an arrival at the window end',
      { DateFrom: '2029-01-15', DateTo: '2029-01-16', roomCount: 1 },
      ['DateFrom', 'DateTo'],
    ],
    [
      'an arrival yesterday',
      { DateFrom: '2026-01-14', DateTo: '2026-01-16', roomCount: 1 },
      ['DateFrom'],
    ],
    [
      'more rooms than the property takes',
      { DateFrom: today, DateTo: '2026-01-16', roomCount: 5 },
      ['Rooms'],
    ],
  ])('search: %s', (_case, search, keys) => {
    expect(Object.keys(searchProblems(search, today, 4))).toEqual(keys);
  });

  it.each([
    ['one day', { fromDate: today, toDate: today }, []],
    ['the whole window', { fromDate: today, toDate: '2029-01-15' }, []],
    ['a day beyond', { fromDate: today, toDate: '2029-01-16' }, ['toDate']],
    ['from yesterday', { fromDate: '2026-01-14', toDate: today }, ['fromDate']],
    ['reversed', { fromDate: '2026-02-01', toDate: '2026-01-31' }, ['toDate']],
  ])('calendar: %s', (_case, window, keys) => {
    expect(Object.keys(calendarProblems(window, today))).toEqual(keys);
  });

  it('throws a 400 with the ModelState only when there are problems', () => {
    expect(() => assertNoProblems({})).not.toThrow();
    try {
      assertNoProblems({ DateTo: ['Too far.'] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).toBody()).toEqual({
        Message: 'The request is invalid.',
        ModelState: { DateTo: ['Too far.'] },
      });
    }
  });
});
