import type { IsoDate } from '../shared/types.ts';

/** A room of the booking as a change line names it: its place on the booking and its type. */
export interface RoomRef {
  readonly position: number;
  readonly roomTypeName: string;
}

/** A stay's dates as a change line shows them. */
export interface StayDates {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/**
 * One guest-facing line of an amendment as data, so the summary and the email can each put it
 * into their reader's language (`i18n/change-texts.ts`).
 */
export type ChangeLine =
  | { readonly kind: 'cancelledBooking' }
  | { readonly kind: 'cancelledRoom'; readonly room: RoomRef }
  | {
      readonly kind: 'upgraded';
      readonly room: RoomRef;
      readonly from: string;
      readonly to: string;
    }
  | {
      readonly kind: 'dates';
      readonly room: RoomRef;
      readonly from: StayDates;
      readonly to: StayDates;
    }
  | {
      readonly kind: 'extra';
      readonly room: RoomRef;
      readonly name: string;
      readonly before: number;
      readonly after: number;
    }
  | { readonly kind: 'guestAdded'; readonly room: RoomRef; readonly name: string }
  | {
      readonly kind: 'guestRenamed';
      readonly room: RoomRef;
      readonly before: string;
      readonly after: string;
    }
  | { readonly kind: 'guestRemoved'; readonly room: RoomRef; readonly name: string };
