import { expect, it } from 'vitest';
import { fill, translator } from './translate.ts';

it.each([
  ['Room {number} of {count}', { number: 1, count: 2 }, 'Room 1 of 2'],
  ['{price} per night', { price: '£24.50' }, '£24.50 per night'],
  ['No slots here', {}, 'No slots here'],
  ['Keeps {unknown} visible', { other: 1 }, 'Keeps {unknown} visible'],
  ['{a}{a}', { a: 'x' }, 'xx'],
  ['{a}{a}', { a: 'y' }, 'yy'],
  ['Braces { not a slot } stay', { not: 1 }, 'Braces { not a slot } stay'],
  ['{count}', { count: 0 }, '0'],
  ['{', {}, '{'],
])('fills %s', (text, params, expected) => {
  expect(fill(text, params)).toBe(expected);
});

it('looks up a flow’s own texts', () => {
  const t = translator({ 'rooms.select': 'Select', 'rooms.left': '{count} left' });
  expect(t('rooms.select')).toBe('Select');
  expect(t('rooms.left', { count: 3 })).toBe('3 left');
});
