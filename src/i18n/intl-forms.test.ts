import { expect, it } from 'vitest';
import { intlForms } from './intl-forms.ts';

it.each([
  ['de', 'Montag, 7. Dez. 2026', 'Dezember 2026'],
  ['fr', 'lundi 7 déc. 2026', 'décembre 2026'],
  ['zh-CN', '2026年12月7日星期一', '2026年12月'],
])('writes a hotel-local date and month in %s whatever the clock’s zone', (locale, date, month) => {
  const forms = intlForms(locale);
  expect(forms.date('2026-12-07')).toBe(date);
  expect(forms.month('2026-12')).toBe(month);
});

it('writes amounts in each currency as the locale does', () => {
  const forms = intlForms('de');
  expect(forms.money(1234.5, 'GBP')).toBe('1.234,50\u00a0£');
  expect(forms.money(-20, 'EUR')).toBe('-20,00\u00a0€');
});

it('names weekdays in full and narrow', () => {
  const forms = intlForms('de');
  expect(forms.weekday('2024-01-01')).toBe('Montag');
  expect(forms.weekdayNarrow('2024-01-07')).toBe('S');
});
