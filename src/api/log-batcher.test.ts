import { describe, expect, it, vi } from 'vitest';
import { createLogBatcher, maskCardNumbers, type LogEntry } from './log-batcher.ts';

const entry = (n: number): LogEntry => ({
  Level: 'error',
  Name: 'ApiError',
  Message: `m${n}`,
  Timestamp: '2026-11-22T00:00:00Z',
});

describe('createLogBatcher', () => {
  it('sends one batch after the delay', () => {
    const send = vi.fn();
    const timers: Array<() => void> = [];
    const batcher = createLogBatcher({ send, schedule: (fn) => timers.push(fn) });
    batcher.log(entry(1));
    batcher.log(entry(2));
    expect(send).not.toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(send).toHaveBeenCalledExactlyOnceWith([entry(1), entry(2)]);
  });

  it('sends at once when the batch is full', () => {
    const send = vi.fn();
    const batcher = createLogBatcher({ send, maxBatch: 2, schedule: () => undefined });
    batcher.log(entry(1));
    batcher.log(entry(2));
    expect(send).toHaveBeenCalledExactlyOnceWith([entry(1), entry(2)]);
  });

  it('survives a failing transport', () => {
    const batcher = createLogBatcher({
      send: () => {
        throw new Error('offline');
      },
      maxBatch: 1,
    });
    expect(() => batcher.log(entry(1))).not.toThrow();
  });
});

describe('maskCardNumbers', () => {
  it.each([
    ['Card 4242424242424242 declined', 'Card ••••••••••••4242 declined'],
    ['4000 0000 0000 0002', '•••••••••••••••0002'],
    ['Order 12345 for room 12', 'Order 12345 for room 12'],
  ])('%s', (input, expected) => {
    expect(maskCardNumbers(input)).toBe(expected);
  });
});
