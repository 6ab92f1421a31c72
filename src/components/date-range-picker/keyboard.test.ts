import { describe, expect, it } from 'vitest';
import { clampDate, firstVisibleMonth, moveFocus } from './keyboard.ts';

describe('moveFocus', () => {
  // 2026-12-31 is a Thursday.
  it.each([
    ['ArrowRight', false, '2027-01-01'],
    ['ArrowLeft', false, '2026-12-30'],
    ['ArrowDown', false, '2027-01-07'],
    ['ArrowUp', false, '2026-12-24'],
    ['Home', false, '2026-12-28'],
    ['End', false, '2027-01-03'],
    ['PageDown', false, '2027-01-31'],
    ['PageUp', false, '2026-11-30'],
    ['PageDown', true, '2027-12-31'],
    ['PageUp', true, '2025-12-31'],
  ])('%s (shift %s) from Thu 31 Dec 2026 goes to %s', (key, shift, expected) => {
    expect(moveFocus('2026-12-31', key, shift)).toBe(expected);
  });

  it('keeps the last day of a shorter month on PageDown', () => {
    expect(moveFocus('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(moveFocus('2028-03-31', 'PageUp')).toBe('2028-02-29');
  });

  it('crosses into the previous month with the arrows', () => {
    expect(moveFocus('2027-03-01', 'ArrowLeft')).toBe('2027-02-28');
    expect(moveFocus('2027-03-03', 'ArrowUp')).toBe('2027-02-24');
  });

  it('moves the arrows the way a right-to-left week runs', () => {
    expect(moveFocus('2027-03-01', 'ArrowLeft', false, 'rtl')).toBe('2027-03-02');
    expect(moveFocus('2027-03-01', 'ArrowRight', false, 'rtl')).toBe('2027-02-28');
    expect(moveFocus('2027-03-01', 'ArrowDown', false, 'rtl')).toBe('2027-03-08');
  });

  it('stays on Monday for Home and on Sunday for End', () => {
    expect(moveFocus('2026-12-07', 'Home')).toBe('2026-12-07');
    expect(moveFocus('2026-12-13', 'End')).toBe('2026-12-13');
  });

  it('ignores other keys', () => {
    expect(moveFocus('2026-12-07', 'Tab')).toBeUndefined();
    expect(moveFocus('2026-12-07', 'a')).toBeUndefined();
  });
});

describe('clampDate', () => {
  it.each([
    ['2026-11-01', '2026-11-22'],
    ['2026-12-01', '2026-12-01'],
    ['2030-01-01', '2029-12-22'],
  ])('%s → %s', (date, expected) => {
    expect(clampDate(date, '2026-11-22', '2029-12-22')).toBe(expected);
  });
});

describe('firstVisibleMonth', () => {
  it('keeps the view when the focused day is shown', () => {
    expect(firstVisibleMonth('2026-12', 2, '2027-01-15')).toBe('2026-12');
  });
  it('moves forward just enough', () => {
    expect(firstVisibleMonth('2026-12', 2, '2027-02-01')).toBe('2027-01');
    expect(firstVisibleMonth('2026-12', 1, '2027-01-01')).toBe('2027-01');
  });
  it('moves back to the focused month', () => {
    expect(firstVisibleMonth('2026-12', 2, '2026-11-30')).toBe('2026-11');
  });
  it('jumps a year with two months shown', () => {
    expect(firstVisibleMonth('2026-12', 2, '2027-12-31')).toBe('2027-11');
  });
});
