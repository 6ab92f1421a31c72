import { describe, expect, it } from 'vitest';
import { pendingResStatus, type ResStatus } from './res-status.ts';

describe('pendingResStatus', () => {
  const cases: [readonly ResStatus[], ResStatus | null][] = [
    [[], null],
    [['Commit'], 'Commit'],
    [['Commit', 'Modify'], 'Commit'],
    [['Modify'], 'Modify'],
    [['Modify', 'Modify'], 'Modify'],
    [['Commit', 'Cancel'], 'Cancel'],
    [['Modify', 'Cancel'], 'Cancel'],
  ];
  it.each(cases)('%j → %s', (events, expected) => {
    expect(pendingResStatus(events)).toBe(expected);
  });
});
