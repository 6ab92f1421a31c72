import { expect, it } from 'vitest';
import { themeCss } from './theme-css.ts';

it('turns theme colours into CSS variables', () => {
  expect(
    themeCss({ Primary: '#0b2545', Accent: 'rgb(200, 161, 90)', BrandPrimary: '#13315C' }),
  ).toBe(
    ':root{--theme-primary:#0b2545;--theme-accent:rgb(200, 161, 90);--theme-brand-primary:#13315C}',
  );
});

it.each([
  ['red;}body{display:none', ':root{}'],
  ['url(javascript:alert(1))', ':root{}'],
  ['', ':root{}'],
])('drops an unsafe or empty value %j', (value, expected) => {
  expect(themeCss({ Primary: value })).toBe(expected);
});

it('gives an empty rule when there is no theme', () => {
  expect(themeCss(null)).toBe(':root{}');
});
