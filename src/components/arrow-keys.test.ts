import { describe, expect, it } from 'vitest';
import { stepForArrowKey, type TextDirection } from './arrow-keys.ts';

describe('stepForArrowKey', () => {
  it.each<[string, TextDirection, -1 | 0 | 1]>([
    ['ArrowRight', 'ltr', 1],
    ['ArrowLeft', 'ltr', -1],
    ['ArrowLeft', 'rtl', 1],
    ['ArrowRight', 'rtl', -1],
    ['ArrowUp', 'ltr', 0],
    ['ArrowDown', 'rtl', 0],
    ['Enter', 'rtl', 0],
    ['Right', 'ltr', 0],
  ])('%s in %s steps %i', (key, direction, step) => {
    expect(stepForArrowKey(key, direction)).toBe(step);
  });
});
