import { expect, it } from 'vitest';
import { formatStayDate } from './dates.ts';

it.each([
  ['2026-12-07', 'Monday, 7 Dec 2026'],
  ['2027-01-31', 'Sunday, 31 Jan 2027'],
  ['2028-02-29', 'Tuesday, 29 Feb 2028'],
])('formats %s as %s', (iso, expected) => {
  expect(formatStayDate(iso)).toBe(expected);
});
