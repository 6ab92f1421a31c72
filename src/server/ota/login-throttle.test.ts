import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.ts';

describe('createLoginThrottle', () => {
  it('holds a hotel back after its limit of wrong logins, until the minute is over', () => {
    const throttle = createLoginThrottle(3);
    expect(throttle.failed('test1', 0)).toBe(0);
    expect(throttle.failed('TEST1', 1_000)).toBe(0);
    expect(throttle.wait('TEST1', 1_000)).toBe(0);
    expect(throttle.failed('TEST1', 2_000)).toBe(58);
    expect(throttle.wait('test1', 30_000)).toBe(30);
    // Another hotel is not held back, and the first is checked again a minute on.
    expect(throttle.wait('OTHER', 30_000)).toBe(0);
    expect(throttle.wait('TEST1', 60_000)).toBe(0);
    expect(throttle.failed('TEST1', 60_000)).toBe(0);
  });
});
