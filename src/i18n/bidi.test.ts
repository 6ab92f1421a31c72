import { expect, it } from 'vitest';
import { isolatePlaceholders } from './bidi.ts';
import { fill } from './translate.ts';

it('isolates each filled-in value of a right-to-left text', () => {
  const text = isolatePlaceholders('{name}. يتولى الضيف الرئيسي تسجيل الوصول');
  expect(text).toBe('\u2068{name}\u2069. يتولى الضيف الرئيسي تسجيل الوصول');
  expect(fill(text, { name: 'Grand London Hotel' })).toBe(
    '\u2068Grand London Hotel\u2069. يتولى الضيف الرئيسي تسجيل الوصول',
  );
});

it('leaves plural blocks and texts without placeholders as they are', () => {
  expect(isolatePlaceholders('{count, plural, one {ليلة} other {# ليالٍ}}')).toBe(
    '{count, plural, one {ليلة} other {# ليالٍ}}',
  );
  expect(isolatePlaceholders('بحث')).toBe('بحث');
  expect(isolatePlaceholders('إدارة حجزك: {link}')).toBe('إدارة حجزك: {link}');
});
