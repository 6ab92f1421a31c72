import { describe, expect, it } from 'vitest';
import { hasShape, isRecord } from './shape.ts';

describe('isRecord', () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [[], false],
    [null, false],
    ['text', false],
    [3, false],
  ])('%j → %s', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});

describe('hasShape', () => {
  const shape = {
    name: 'string',
    count: 'number',
    open: 'boolean',
    rate: 'object',
    items: 'array',
    image: '?string',
  } as const;
  const value = { name: 'A', count: 2, open: true, rate: {}, items: [], image: null };

  it.each([
    ['every field of its kind', value, true],
    ['a nullable field with a value', { ...value, image: '/a.jpg' }, true],
    ['more fields than the shape names', { ...value, extra: 1 }, true],
    ['a missing field', { ...value, name: undefined }, false],
    ['null where null is not allowed', { ...value, count: null }, false],
    ['a number as text', { ...value, count: '2' }, false],
    ['a number that is not finite', { ...value, count: Number.NaN }, false],
    ['a list where an object belongs', { ...value, rate: [] }, false],
    ['an object where a list belongs', { ...value, items: {} }, false],
    ['a list instead of an object', [value], false],
    ['null', null, false],
  ])('%s → %s', (_case, candidate, expected) => {
    expect(hasShape(candidate, shape)).toBe(expected);
  });
});
