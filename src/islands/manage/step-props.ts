import type { Ref } from 'react';
import type { AmendmentSummary, ManageReservation } from '../../api/contract/manage-booking.ts';
import { t } from '../../i18n/manage-messages.ts';
import type { PendingChange } from '../../stores/manage.ts';

/** What every manage step gets from the island. */
export type StepProps = {
  reservation: ManageReservation;
  headingRef: Ref<HTMLHeadingElement>;
  /** Back to the overview, nothing changed. */
  onBack: () => void;
  /** Show the priced change for the guest to confirm. */
  onReview: (change: PendingChange, summary: AmendmentSummary) => void;
};

export type CancellationReasonOption = { Id: number; Name: string; RequiresComment: boolean };

export const primaryButton =
  'rounded bg-primary px-5 py-2.5 font-semibold text-white disabled:opacity-60';
export const secondaryButton = 'rounded border border-dark/40 bg-white px-5 py-2.5 font-semibold';

/** "Room 2: Deluxe King": a room of the booking, by its place in the booking (from 0). */
export const roomName = (index: number, name: string) =>
  t('manage.room', { number: index + 1, name });

/** "1 adult", "3 children": a number of guests of one kind. */
export const count = (kind: 'adults' | 'children' | 'infants', value: number) =>
  t(COUNT_KEYS[kind][value === 1 ? 0 : 1], { count: value });

// Written out, not built from `kind`: every message key is a literal (the browser build shortens them).
const COUNT_KEYS = {
  adults: ['manage.adults.one', 'manage.adults.other'],
  children: ['manage.children.one', 'manage.children.other'],
  infants: ['manage.infants.one', 'manage.infants.other'],
} as const;
