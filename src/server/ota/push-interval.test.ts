import { describe, expect, it } from 'vitest';
import { otaPushIntervalMs } from './push-interval.ts';

describe('OTA_PUSH_SECONDS', () => {
  it.each([
    [undefined, 15_000],
    ['', 15_000],
    ['1', 1_000],
    [' 60 ', 60_000],
    ['3600', 3_600_000],
  ])('%j is %d ms', (value, ms) => {
    expect(otaPushIntervalMs(value)).toBe(ms);
  });

  it.each(['0', '-5', '1.5', 'soon', '3601'])('refuses %j, naming the setting', (value) => {
    expect(() => otaPushIntervalMs(value)).toThrow(/OTA_PUSH_SECONDS/);
  });
});
