import { describe, expect, it } from 'vitest';
import { addMonths, monthBounds, monthGrid, monthOf, monthsBetween } from './month-grid.ts';

describe('monthGrid', () => {
  it('starts on the Monday before the 1st and marks the leading days', () => {
    // 1 Dec 2026 is a Tuesday.
    const [firstWeek] = monthGrid('2026-12');
    expect(firstWeek?.map((c) => c.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(firstWeek?.[0]?.inMonth).toBe(false);
    expect(firstWeek?.[1]?.inMonth).toBe(true);
  });

  it('has no leading days when the 1st is a Monday', () => {
    // 1 Feb 2027 is a Monday.
    expect(monthGrid('2027-02')[0]?.[0]).toEqual({ date: '2027-02-01', inMonth: true });
  });

  it('fills six weeks with trailing days of the next month', () => {
    const weeks = monthGrid('2027-02');
    expect(weeks).toHaveLength(6);
    const cells = weeks.flat();
    expect(cells).toHaveLength(42);
    expect(cells.filter((c) => c.inMonth)).toHaveLength(28);
    expect(cells.at(-1)).toEqual({ date: '2027-03-14', inMonth: false });
  });

  it('holds every day of a long month starting on a Sunday', () => {
    // 1 Aug 2027 is a Sunday: six leading days, 31 days, five trailing.
    const cells = monthGrid('2027-08').flat();
    expect(cells.findIndex((c) => c.inMonth)).toBe(6);
    expect(
      cells
        .filter((c) => c.inMonth)
        .map((c) => c.date)
        .at(-1),
    ).toBe('2027-08-31');
  });

  it('knows leap years', () => {
    expect(
      monthGrid('2028-02')
        .flat()
        .filter((c) => c.inMonth),
    ).toHaveLength(29);
  });
});

describe('month arithmetic', () => {
  it.each([
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-05', 12, '2027-05'],
  ])('%s + %i months is %s', (month, count, expected) => {
    expect(addMonths(month, count)).toBe(expected);
  });

  it('counts months between', () => {
    expect(monthsBetween('2026-11', '2027-02')).toBe(3);
    expect(monthsBetween('2027-02', '2026-11')).toBe(-3);
  });

  it('finds a month and its bounds', () => {
    expect(monthOf('2026-12-07')).toBe('2026-12');
    expect(monthBounds('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
  });
});
