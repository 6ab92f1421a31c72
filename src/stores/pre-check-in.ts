import { atom, computed } from 'nanostores';
import { api } from '../api/browser-api.ts';
import { isApiError } from '../api/api-error.ts';
import {
  PreCheckInSaveResultSchema,
  type PreCheckInBooker,
  type PreCheckInGuest,
  type PreCheckInReservation,
  type PreCheckInSaveRequest,
} from '../api/contract/pre-check-in.ts';
import { loadPhoneRule } from '../domain/shared/load-phone-rule.ts';
import { isFilled } from '../domain/shared/validation.ts';
import {
  nextPreCheckInStep,
  PreCheckInStep,
  type PreCheckInPosition,
  type PreCheckInProgress,
} from '../domain/pre-check-in/pre-check-in-steps.ts';

/** Spec §8 fallback when a save fails without a message of its own. */
export const SAVE_FAILED = 'Failed to save Check In Information';
export const CHECK_FIELDS = 'Please check the highlighted details.';

/**
 * The pre-check-in being filled in. Kept in memory only: identity documents never go to
 * sessionStorage; the server's saved progress is what survives leaving and coming back.
 */
export const $reservation = atom<PreCheckInReservation | null>(null);
export const $position = atom<PreCheckInPosition>({ step: PreCheckInStep.None });
export const $saving = atom(false);
/** The last save's failure: a message, and per-field messages keyed as the API names them (`Items[0].Guests[1].Email`). */
export const $saveError = atom<{ message: string; fields: Record<string, string> } | null>(null);

let link: { propertyCode: string; code: string; phoneCountry: string | null } = {
  propertyCode: '',
  code: '',
  phoneCountry: null,
};

export const progressOf = (reservation: PreCheckInReservation): PreCheckInProgress => ({
  hasBooker: isFilled(reservation.Booker.FirstName) || isFilled(reservation.Booker.Email),
  rooms: reservation.Items.map((item) => ({
    reviewed: item.Reviewed,
    guests: item.Guests.map((guest) => ({ reviewed: guest.Reviewed })),
  })),
});

export const $progress = computed($reservation, (reservation) =>
  reservation ? progressOf(reservation) : null,
);

/** Where a guest coming back continues: the start for a new one, else the first thing not yet reviewed. */
export function resumePosition(reservation: PreCheckInReservation): PreCheckInPosition {
  if (reservation.Status === 'NotStarted') return { step: PreCheckInStep.Start };
  const progress = progressOf(reservation);
  if (progress.hasBooker && !reservation.BookerReviewed) return { step: PreCheckInStep.Booker };
  return nextPreCheckInStep({ step: PreCheckInStep.Booker }, { type: 'continue' }, progress);
}

/**
 * The position an island draws: the server's own object (`server`, where it resumed) until the
 * store is opened and for as long as the store holds the same place, so opening the store after
 * hydration renders nothing again; else the stored one.
 */
export function shownPosition(
  stored: PreCheckInPosition,
  server: PreCheckInPosition,
): PreCheckInPosition {
  const same =
    stored.step === server.step &&
    stored.roomIndex === server.roomIndex &&
    stored.guestIndex === server.guestIndex;
  return stored.step === PreCheckInStep.None || same ? server : stored;
}

export function openPreCheckIn(
  reservation: PreCheckInReservation,
  propertyCode: string,
  code: string,
  phoneCountry: string | null,
): void {
  link = { propertyCode, code, phoneCountry };
  $reservation.set(reservation);
  $position.set(resumePosition(reservation));
  $saveError.set(null);
}

export function goTo(position: PreCheckInPosition): void {
  $saveError.set(null);
  $position.set(position);
}

function update(change: (reservation: PreCheckInReservation) => PreCheckInReservation): void {
  const current = $reservation.get();
  if (current) $reservation.set(change(current));
}

export function editBooker(patch: Partial<PreCheckInBooker>): void {
  update((r) => ({ ...r, Booker: { ...r.Booker, ...patch } }));
}

export function editArrivalTime(ArrivalTime: string): void {
  update((r) => ({ ...r, ArrivalTime }));
}

export function editGuest(
  roomIndex: number,
  guestIndex: number,
  patch: Partial<PreCheckInGuest>,
): void {
  update((r) => ({
    ...r,
    Items: r.Items.map((item, i) =>
      i !== roomIndex
        ? item
        : {
            ...item,
            Guests: item.Guests.map((guest, g) =>
              g === guestIndex ? { ...guest, ...patch } : guest,
            ),
          },
    ),
  }));
}

/** The reservation with the part at `position` marked reviewed. */
function markReviewed(
  r: PreCheckInReservation,
  position: PreCheckInPosition,
): PreCheckInReservation {
  if (position.step === PreCheckInStep.Booker) return { ...r, BookerReviewed: true };
  if (position.step === PreCheckInStep.Room)
    return {
      ...r,
      Items: r.Items.map((item, i) =>
        i === position.roomIndex ? { ...item, Reviewed: true } : item,
      ),
    };
  if (position.step === PreCheckInStep.Guest) {
    return {
      ...r,
      Items: r.Items.map((item, i) =>
        i !== position.roomIndex
          ? item
          : {
              ...item,
              Guests: item.Guests.map((guest, g) =>
                g === position.guestIndex ? { ...guest, Reviewed: true } : guest,
              ),
            },
      ),
    };
  }
  return r;
}

/** Phone numbers in international form: one typed without its country code is the hotel country's. */
async function withInternationalPhones(r: PreCheckInReservation): Promise<PreCheckInReservation> {
  const rule = await loadPhoneRule();
  // A number the rule refuses goes as typed: the server's message then stands beside its field.
  const phone = (typed: string) =>
    isFilled(typed) ? (rule.internationalPhone(typed, link.phoneCountry) ?? typed) : typed;
  return {
    ...r,
    Booker: { ...r.Booker, Phone: phone(r.Booker.Phone) },
    Items: r.Items.map((item) => ({
      ...item,
      Guests: item.Guests.map((guest) => ({ ...guest, Phone: phone(guest.Phone) })),
    })),
  };
}

function saveRequest(r: PreCheckInReservation, complete: boolean): PreCheckInSaveRequest {
  return {
    PropertyId: link.propertyCode,
    ReferenceNumber: r.ReservationNumber,
    Code: link.code,
    Complete: complete,
    Booker: r.Booker,
    BookerReviewed: r.BookerReviewed,
    ArrivalTime: r.ArrivalTime,
    Items: r.Items.map((item) => ({
      ReservationItemId: item.ReservationItemId,
      Reviewed: item.Reviewed,
      Guests: item.Guests.map(({ IsChild: _child, ...guest }) => guest),
    })),
  };
}

/** Sends the reservation; true when saved. The server's answer becomes the reservation (what was stored). */
async function send(r: PreCheckInReservation, complete: boolean): Promise<boolean> {
  $saving.set(true);
  $saveError.set(null);
  try {
    const result = await api.post(
      'PreCheckIn/Save',
      saveRequest(await withInternationalPhones(r), complete),
      PreCheckInSaveResultSchema,
    );
    $reservation.set(result.Reservation);
    return true;
  } catch (error) {
    const refused = isApiError(error) && error.status >= 400 && error.status < 500;
    const fields = refused ? error.fields : {};
    // Messages the form shows beside their fields are not repeated at the top.
    const besideFields =
      Object.keys(fields).length > 0 &&
      Object.keys(fields).every((key) =>
        /^(Booker\.|ArrivalTime$|Items\[\d+\]\.Guests\[)/.test(key),
      );
    $saveError.set({
      message: !refused ? SAVE_FAILED : besideFields ? CHECK_FIELDS : error.message,
      fields,
    });
    return false;
  } finally {
    $saving.set(false);
  }
}

/** Start → the booker or the first room. */
export function begin(): void {
  const reservation = $reservation.get();
  if (reservation)
    $position.set(
      nextPreCheckInStep(
        { step: PreCheckInStep.Start },
        { type: 'continue' },
        progressOf(reservation),
      ),
    );
}

/** Marks the current part reviewed, saves progress on the server, and moves on (spec §4). */
export async function continueFrom(position: PreCheckInPosition): Promise<void> {
  const reservation = $reservation.get();
  if (!reservation || $saving.get()) return;
  const reviewed = markReviewed(reservation, position);
  if (!(await send(reviewed, false))) return;
  $position.set(
    nextPreCheckInStep(position, { type: 'continue' }, progressOf($reservation.get() ?? reviewed)),
  );
}

/** Summary → Complete once the save succeeds. */
export async function completePreCheckIn(): Promise<void> {
  const reservation = $reservation.get();
  if (!reservation || $saving.get()) return;
  if (await send(reservation, true))
    $position.set(
      nextPreCheckInStep($position.get(), { type: 'saveSucceeded' }, progressOf(reservation)),
    );
}
