import { describe, expect, it } from 'vitest';
import {
  parseSearchProblem as parseSearchReason,
  SEARCH_PROBLEMS as SEARCH_REASONS,
  type SearchProblem,
} from '../domain/search/search-validity.ts';
import { searchReasonMessage } from './search-reason.ts';

// Rooms & Rates redirects with a SearchProblem: the page has a message for exactly those.
type SearchReason = Parameters<typeof searchReasonMessage>[0];
const sameReasons: [SearchProblem, SearchReason] extends [SearchReason, SearchProblem]
  ? true
  : false = true;
it('names the same reasons as Rooms & Rates', () => {
  expect(sameReasons).toBe(true);
});

describe('reasons in the URL', () => {
  it.each([...SEARCH_REASONS])('reads %s', (reason) => {
    expect(parseSearchReason(reason)).toBe(reason);
  });
  it.each([null, '', 'DATES', 'other'])('ignores %s', (value) => {
    expect(parseSearchReason(value)).toBeUndefined();
  });
});

describe('searchReasonMessage', () => {
  const ctx = {
    today: '2026-11-22',
    maxRooms: 4,
    sameDayMessage: 'Same-day bookings close at 2pm.',
  };
  it('has a message for every reason', () => {
    for (const reason of SEARCH_REASONS)
      expect(searchReasonMessage(reason, ctx)).not.toMatch(/^search\.|\{/);
  });
  it('names the maximum, the last bookable date and the hotel’s same-day message', () => {
    expect(searchReasonMessage('maxRooms', ctx)).toContain('up to 4 rooms');
    expect(searchReasonMessage('window', ctx)).toContain('Wednesday, 21 Nov 2029');
    expect(searchReasonMessage('sameDay', ctx)).toBe('Same-day bookings close at 2pm.');
    expect(searchReasonMessage('sameDay', { ...ctx, sameDayMessage: null })).toBe(
      'No same day bookings available',
    );
  });
});
