import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './pg-listener.ts';

describe('reconnectDelay', () => {
  it.each([
    [0, 0, 250],
    [1, 0, 500],
    [4, 0, 4_000],
    [7, 0, 30_000],
    [40, 0, 30_000],
    [0, 1, 200],
    [40, 1, 24_000],
  ])('try %i with jitter %d waits %i ms', (attempt, jitter, wait) => {
    expect(reconnectDelay(attempt, () => jitter)).toBe(wait);
  });
});
