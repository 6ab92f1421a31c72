import { atom } from 'nanostores';
import type { CardDetails } from '../api/contract/reservation.ts';
import { isApiError } from '../api/api-error.ts';
import { api } from '../api/browser-api.ts';
import { t } from '../i18n/manage-messages.ts';
import {
  DateOptionsResultSchema,
  ItemServicesResultSchema,
  ManageChangeResultSchema,
  ManageSearchResultSchema,
  type AmendmentSummary,
  type DateOptionsResult,
  type ItemChange,
  type ItemService,
  type ManageReservation,
  type UpgradeOption,
  UpgradeOptionsResultSchema,
} from '../api/contract/manage-booking.ts';

/** Spec §8 fallback when a save fails without a message of its own. */
export const SAVE_FAILED = 'Failed to save Reservation';

/** A change the guest has put together, before it is priced and confirmed. */
export type PendingChange =
  | {
      readonly kind: 'update';
      readonly dates?: { from: string; to: string; itemIds?: readonly number[] | undefined };
      readonly items?: readonly ItemChange[];
      readonly roomsToCancel?: readonly {
        ReservationItemId: number;
        CancellationReasonId: number | null;
      }[];
      readonly card?: CardDetails | undefined;
    }
  | { readonly kind: 'cancel'; readonly reasonId: number | null; readonly comment: string };

/** The booking shown; replaced by the server's answer after every saved change. */
export const $manageReservation = atom<ManageReservation | null>(null);

let link = { propertyCode: '', code: '' };

export function openManage(
  reservation: ManageReservation,
  propertyCode: string,
  code: string,
): void {
  link = { propertyCode, code };
  $manageReservation.set(reservation);
}

const access = (reservation: ManageReservation) => ({
  PropertyId: link.propertyCode,
  ReservationNumber: reservation.ReservationNumber,
  Code: link.code,
  Version: reservation.Version,
});

function bodyOf(reservation: ManageReservation, change: PendingChange, preview: boolean) {
  if (change.kind === 'cancel')
    return {
      ...access(reservation),
      CancellationReasonId: change.reasonId,
      Comment: change.comment || null,
      Preview: preview,
    };
  return {
    ...access(reservation),
    DateFrom: change.dates?.from ?? null,
    DateTo: change.dates?.to ?? null,
    ReservationItemIds: change.dates?.itemIds ?? null,
    Items: change.items ?? [],
    RoomsToCancel: change.roomsToCancel ?? [],
    Preview: preview,
    // Typed card details go to the API only, never to any storage.
    CardDetails: preview ? null : (change.card ?? null),
  };
}

export type Answer<T> = { ok: true; value: T } | { ok: false; message: string; status: number };

async function attempt<T>(call: () => Promise<T>, fallback: string): Promise<Answer<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!isApiError(error)) return { ok: false, message: fallback, status: 0 };
    return { ok: false, message: error.message || fallback, status: error.status };
  }
}

const pathOf = (change: PendingChange) =>
  change.kind === 'cancel' ? 'ManageBooking/Cancel' : 'ManageBooking/Update';

/** What the change would do: every line, old and new total, fee, charge and refund (nothing saved). */
export function previewChange(
  reservation: ManageReservation,
  change: PendingChange,
): Promise<Answer<AmendmentSummary>> {
  return attempt(
    async () =>
      (await api.post(pathOf(change), bodyOf(reservation, change, true), ManageChangeResultSchema))
        .Summary!,
    SAVE_FAILED,
  );
}

/** Saves the change; the booking shown becomes the server's. A card that asks for 3-D Secure answers where to pass it. */
export async function saveChange(
  reservation: ManageReservation,
  change: PendingChange,
): Promise<
  Answer<{ message: string | null; summary: AmendmentSummary | null; redirectUrl: string | null }>
> {
  const answer = await attempt(
    () => api.post(pathOf(change), bodyOf(reservation, change, false), ManageChangeResultSchema),
    SAVE_FAILED,
  );
  if (!answer.ok) return answer;
  if (answer.value.Reservation) $manageReservation.set(answer.value.Reservation);
  return {
    ok: true,
    value: {
      message: answer.value.Message,
      summary: answer.value.Summary,
      redirectUrl: answer.value.RedirectUrl ?? null,
    },
  };
}

/** Spec §4 date change: the rooms re-priced on the new dates, or "no availability". */
export function searchDateOptions(
  reservation: ManageReservation,
  from: string,
  to: string,
  itemIds?: readonly number[],
): Promise<Answer<DateOptionsResult>> {
  return attempt(
    () =>
      api.post(
        'ManageBooking/SearchDateOptions',
        { ...access(reservation), DateFrom: from, DateTo: to, ReservationItemIds: itemIds ?? null },
        DateOptionsResultSchema,
      ),
    'Sorry, we could not check those dates.',
  );
}

export function loadItemServices(
  reservation: ManageReservation,
  reservationItemId: number,
): Promise<Answer<ItemService[]>> {
  return attempt(
    async () =>
      (
        await api.get('Service/GetReservationItemServices', ItemServicesResultSchema, {
          propertyId: link.propertyCode,
          reservationNumber: reservation.ReservationNumber,
          code: link.code,
          reservationItemId,
        })
      ).Services,
    t('manage.extras.failed'),
  );
}

/** After a refusal because the booking changed elsewhere: the latest version from the server. */
export async function reloadReservation(reservation: ManageReservation): Promise<void> {
  const answer = await attempt(
    () =>
      api.post(
        'ManageBooking/Search',
        {
          propertyId: link.propertyCode,
          reservationNumber: reservation.ReservationNumber,
          hash: link.code,
        },
        ManageSearchResultSchema,
      ),
    SAVE_FAILED,
  );
  if (answer.ok && answer.value.Reservation) $manageReservation.set(answer.value.Reservation);
}

/** Better room types for a room, each priced as the upgrade would be. */
export function loadUpgradeOptions(
  reservation: ManageReservation,
  reservationItemId: number,
): Promise<Answer<UpgradeOption[]>> {
  return attempt(
    async () =>
      (
        await api.get('ManageBooking/UpgradeOptions', UpgradeOptionsResultSchema, {
          propertyId: link.propertyCode,
          reservationNumber: reservation.ReservationNumber,
          code: link.code,
          reservationItemId,
        })
      ).RoomTypes,
    t('manage.upgrades.failed'),
  );
}
