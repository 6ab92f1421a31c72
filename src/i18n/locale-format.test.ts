import { expect, it } from 'vitest';
import {
  formatListIn,
  formatMoneyIn,
  formatMonthIn,
  formatNumberIn,
  formatStayDateIn,
} from './locale-format.ts';

it('keeps the spec’s English forms for en-GB', () => {
  expect(formatStayDateIn('en-GB', '2026-12-07')).toBe('Monday, 7 Dec 2026');
  expect(formatMonthIn('en-GB', '2026-12')).toBe('December 2026');
  expect(formatMoneyIn('en-GB', 1234.5, 'GBP')).toBe('£1,234.50');
});

it('writes dates, months, money, numbers and lists the German way', () => {
  expect(formatStayDateIn('de', '2026-12-07')).toBe('Montag, 7. Dez. 2026');
  expect(formatMonthIn('de', '2026-12')).toBe('Dezember 2026');
  expect(formatMoneyIn('de', 1234.5, 'GBP')).toBe('1.234,50\u00a0£');
  expect(formatNumberIn('de', 1234)).toBe('1.234');
  expect(formatListIn('de', ['Frühstück', 'Parken', 'Spa'])).toBe('Frühstück, Parken und Spa');
});

it('writes Arabic dates in Arabic', () => {
  expect(formatStayDateIn('ar', '2026-12-07')).toMatch(/الاثنين/);
  expect(formatListIn('ar', ['أ', 'ب'])).toBe('أ وب');
});

it('keeps an Arabic amount’s currency symbol in one piece, right to left', () => {
  const text = formatMoneyIn('ar', 776, 'GBP');
  // The symbol's letters and sign stay together after the number, however the page runs.
  expect(text).toMatch(/UK£\u200e$/);
  expect(formatMoneyIn('de', 776, 'GBP')).not.toContain('\u200e');
});
