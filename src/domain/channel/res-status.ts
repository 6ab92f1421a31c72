export type ResStatus = 'Commit' | 'Modify' | 'Cancel';

/**
 * The one status a channel manager is told for a booking whose changes it has not yet
 * acknowledged (oldest first): a booking it never saw is new even if changed since, unless it
 * was cancelled in the meantime; the booking itself is sent as it is now.
 */
export function pendingResStatus(events: readonly ResStatus[]): ResStatus | null {
  const last = events.at(-1);
  if (last === undefined) return null;
  if (last === 'Cancel') return 'Cancel';
  return events.includes('Commit') ? 'Commit' : 'Modify';
}
