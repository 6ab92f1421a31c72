import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { $notifications, dismiss, notify } from './notifications.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  $notifications.set([]);
});

it('shows a notification for 5000 ms by default', () => {
  notify('positive', 'Saved');
  expect($notifications.get().map((n) => n.text)).toEqual(['Saved']);
  vi.advanceTimersByTime(4999);
  expect($notifications.get()).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect($notifications.get()).toHaveLength(0);
});

it('keeps a notification until dismissed when the timeout is 0', () => {
  const id = notify('negative', 'Failed', 0);
  vi.advanceTimersByTime(60_000);
  expect($notifications.get()).toHaveLength(1);
  dismiss(id);
  expect($notifications.get()).toHaveLength(0);
});
