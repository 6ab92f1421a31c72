import type { ChangeLine, RoomRef } from '../../../domain/manage/change-lines.ts';
import type { AmendmentSummary, ItemChange } from '../../../api/contract/manage-booking.ts';
import type { PricedNight } from '../../../domain/channel/priced-nights.ts';
import type { RoomChange, RoomMoney } from '../../../domain/manage/room-money.ts';
import type { IsoDate } from '../../../domain/shared/types.ts';
import type { reservationGuests } from '../../db/schema/index.ts';
import type { CardInput } from '../../gateway/card-gateway.ts';
import type { ReservationRoomDetails } from '../booking-core/index.ts';

/** A change a guest asks for, already checked for shape at the API boundary. */
export interface Amendment {
  readonly kind: 'Amended' | 'Cancelled';
  readonly version: number;
  readonly dates: {
    readonly from: IsoDate;
    readonly to: IsoDate;
    readonly itemIds: readonly number[] | null;
  } | null;
  readonly items: readonly ItemChange[];
  readonly cancelItemIds: readonly number[];
  readonly cancellationReasonId: number | null;
  readonly preview: boolean;
  /** How a rise is paid: the card on file (default), another card, or a passed 3-D Secure challenge. */
  readonly payment?:
    | { readonly kind: 'NewCard'; readonly card: CardInput; readonly brand: string }
    | { readonly kind: 'Challenged'; readonly paymentId: number }
    | undefined;
}

/** The new card asks for 3-D Secure: nothing was changed; the change waits for the challenge. */
export class ChallengeNeeded extends Error {
  readonly brand: string;
  readonly outcome: AmendmentOutcome;
  constructor(brand: string, outcome: AmendmentOutcome) {
    super('challenge');
    this.brand = brand;
    this.outcome = outcome;
  }
}

export interface AmendmentOutcome {
  /** The summary answered to the guest, its `Changes` in en-GB. */
  readonly summary: AmendmentSummary;
  /** The same lines as data, for the email in the booking's language. */
  readonly changes: readonly ChangeLine[];
  /** The gift voucher still in use after the change. */
  readonly discount: number;
  /** Per changed room: its total before and after (date options' rate rows). */
  readonly rooms: readonly {
    itemId: number;
    before: number;
    after: number;
    dateFrom: IsoDate;
    dateTo: IsoDate;
    promotion: string | null;
    room: ReservationRoomDetails;
    /** The room's own money after the change. */
    money: RoomMoney;
  }[];
}

export type GuestRow = typeof reservationGuests.$inferSelect;

export interface ExtraState {
  readonly serviceId: number;
  readonly name: string;
  readonly quantity: number;
  readonly totalCost: number;
  readonly limited: boolean;
}

/** What a change does to one room of the booking, worked out before anything is written. */
export interface RoomPlan {
  readonly room: ReservationRoomDetails;
  /** The room as the change's lines name it. */
  readonly label: RoomRef;
  readonly cancel: boolean;
  readonly dateFrom: IsoDate;
  readonly dateTo: IsoDate;
  readonly datesChanged: boolean;
  /** The room type after the change (an upgrade when it differs). */
  readonly roomTypeId: number;
  readonly roomTypeName: string;
  readonly extras: readonly ExtraState[];
  readonly extrasChanged: boolean;
  readonly guests: ItemChange['Guests'];
  /** The room's guests as they are now. */
  readonly guestsBefore: readonly GuestRow[];
  /** Limited extras the room holds now. */
  readonly heldExtras: readonly { serviceId: number; quantity: number }[];
  readonly roomCost: number;
  readonly total: number;
  readonly vat: number;
  readonly fee: number;
  readonly promotion: string | null;
  /** The room's price night by night: as booked, or as repriced when its stay or type changes. */
  readonly nights: readonly PricedNight[] | null;
  /** The room's money as it stands, and what the change does to it. */
  readonly before: RoomMoney;
  readonly change: RoomChange;
}
