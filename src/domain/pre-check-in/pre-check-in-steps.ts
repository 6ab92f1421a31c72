/** Pre-check-in steps (spec §4). */
export const PreCheckInStep = {
  None: 'None',
  Start: 'Start',
  Booker: 'Booker',
  Room: 'Room',
  Guest: 'Guest',
  Extras: 'Extras',
  PaymentDetails: 'PaymentDetails',
  Summary: 'Summary',
  Complete: 'Complete',
} as const;
export type PreCheckInStep = (typeof PreCheckInStep)[keyof typeof PreCheckInStep];

/** Where the guest is: the step, and for Room and Guest which room and guest. */
export interface PreCheckInPosition {
  step: PreCheckInStep;
  roomIndex?: number;
  guestIndex?: number;
}

/** What the steps need of the reservation: whether it has a booker, and what is reviewed. */
export interface PreCheckInProgress {
  hasBooker: boolean;
  rooms: readonly { reviewed: boolean; guests: readonly { reviewed: boolean }[] }[];
}

export type PreCheckInEvent = { type: 'start' } | { type: 'continue' } | { type: 'saveSucceeded' };

/** The first room or guest not yet reviewed, rooms before their guests, in order; else Summary. */
function nextUnreviewed(progress: PreCheckInProgress): PreCheckInPosition {
  for (const [roomIndex, room] of progress.rooms.entries()) {
    if (!room.reviewed) return { step: PreCheckInStep.Room, roomIndex };
    const guestIndex = room.guests.findIndex((guest) => !guest.reviewed);
    if (guestIndex !== -1) return { step: PreCheckInStep.Guest, roomIndex, guestIndex };
  }
  return { step: PreCheckInStep.Summary };
}

/**
 * Pre-check-in transitions (spec §4): `start` opens Start; from Start, `continue` goes to Booker
 * when the reservation has a booker, else to the rooms; from Booker, Room and Guest it goes to the
 * next room or guest not yet reviewed (the caller marks the current one reviewed first), then to
 * Summary. `saveSucceeded` from Summary completes. Anything else keeps the position.
 */
export function nextPreCheckInStep(
  position: PreCheckInPosition,
  event: PreCheckInEvent,
  progress: PreCheckInProgress,
): PreCheckInPosition {
  switch (event.type) {
    case 'start':
      return position.step === PreCheckInStep.None ? { step: PreCheckInStep.Start } : position;
    case 'saveSucceeded':
      return position.step === PreCheckInStep.Summary
        ? { step: PreCheckInStep.Complete }
        : position;
    case 'continue':
      switch (position.step) {
        case PreCheckInStep.Start:
          return progress.hasBooker ? { step: PreCheckInStep.Booker } : nextUnreviewed(progress);
        case PreCheckInStep.Booker:
        case PreCheckInStep.Room:
        case PreCheckInStep.Guest:
          return nextUnreviewed(progress);
        default:
          return position;
      }
  }
}
