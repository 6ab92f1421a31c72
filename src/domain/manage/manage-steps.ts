/** Manage booking steps (spec §4). */
export const ManageStep = {
  None: 'None',
  Start: 'Start',
  ReservationOverview: 'ReservationOverview',
  Booker: 'Booker',
  Room: 'Room',
  Guest: 'Guest',
  Extras: 'Extras',
  RoomTypeSelection: 'RoomTypeSelection',
  RatePlanSelection: 'RatePlanSelection',
  UpgradeSelection: 'UpgradeSelection',
  ChangeDates: 'ChangeDates',
  Summary: 'Summary',
  Complete: 'Complete',
  Cancelled: 'Cancelled',
} as const;
export type ManageStep = (typeof ManageStep)[keyof typeof ManageStep];

/** The steps that edit one part of the reservation from the overview. */
export type ManageEditStep =
  | typeof ManageStep.Booker
  | typeof ManageStep.Room
  | typeof ManageStep.Guest
  | typeof ManageStep.Extras
  | typeof ManageStep.RoomTypeSelection
  | typeof ManageStep.RatePlanSelection
  | typeof ManageStep.UpgradeSelection
  | typeof ManageStep.ChangeDates;

const EDIT_STEPS: ReadonlySet<ManageStep> = new Set<ManageStep>([
  ManageStep.Booker,
  ManageStep.Room,
  ManageStep.Guest,
  ManageStep.Extras,
  ManageStep.RoomTypeSelection,
  ManageStep.RatePlanSelection,
  ManageStep.UpgradeSelection,
  ManageStep.ChangeDates,
]);

export type ManageEvent =
  | { type: 'start' }
  /** The reservation is loaded; `isCancelled` from its `IsCancelled`. */
  | { type: 'loaded'; isCancelled: boolean }
  | { type: 'edit'; step: ManageEditStep }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'saveSucceeded' }
  | { type: 'cancelSucceeded' };

/**
 * Manage transitions (spec §4): `start` opens Start; once loaded, Start goes to the overview, or to
 * Cancelled for a cancelled reservation; the overview opens an edit step or continues to the
 * summary; an edit step continues or goes back to the overview; the summary goes back to the
 * overview; a successful save completes and a successful cancellation cancels. Complete and
 * Cancelled are final; anything else keeps the step.
 */
export function nextManageStep(step: ManageStep, event: ManageEvent): ManageStep {
  if (step === ManageStep.Complete || step === ManageStep.Cancelled) return step;
  switch (event.type) {
    case 'start':
      return step === ManageStep.None ? ManageStep.Start : step;
    case 'loaded':
      if (step !== ManageStep.Start) return step;
      return event.isCancelled ? ManageStep.Cancelled : ManageStep.ReservationOverview;
    case 'edit':
      return step === ManageStep.ReservationOverview ? event.step : step;
    case 'continue':
      if (step === ManageStep.ReservationOverview) return ManageStep.Summary;
      return EDIT_STEPS.has(step) ? ManageStep.ReservationOverview : step;
    case 'back':
      return step === ManageStep.Summary || EDIT_STEPS.has(step)
        ? ManageStep.ReservationOverview
        : step;
    case 'saveSucceeded':
      return step === ManageStep.Start || step === ManageStep.None ? step : ManageStep.Complete;
    case 'cancelSucceeded':
      return step === ManageStep.None ? step : ManageStep.Cancelled;
  }
}

/** A guest of a reservation room (spec §3 "Guest"). */
export interface ManageGuest {
  IndividualId: number | null;
  FirstName: string;
  LastName: string;
  Email: string | null;
  Phone: string | null;
  /** Local id for lists and forms, never sent. */
  localId: string;
  reviewed: boolean;
}

/** Spec §4: a guest added in manage is named "New Guest". */
export function newManageGuest(localId: string): ManageGuest {
  return {
    IndividualId: null,
    FirstName: 'New',
    LastName: 'Guest',
    Email: null,
    Phone: null,
    localId,
    reviewed: false,
  };
}

/**
 * Spec §4 ("adults counted only"): how many guests a room may still be given — its adults less
 * the guests it has; children and infants get no guest record.
 */
export function guestsStillToAdd(room: {
  numberOfAdults: number;
  guests: readonly unknown[];
}): number {
  return Math.max(0, room.numberOfAdults - room.guests.length);
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random alphanumeric local id (spec §3 "Guest") drawn from `random` (e.g. `Math.random`). */
export function randomLocalId(random: () => number, length = 12): string {
  let id = '';
  for (let i = 0; i < length; i += 1)
    id += ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length) % ALPHANUMERIC.length];
  return id;
}
