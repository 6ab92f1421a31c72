import { useState } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { guestsStillToAdd } from '../../domain/manage/manage-steps.ts';
import { primaryButton, secondaryButton, type StepProps } from './step-props.ts';
import { usePreview } from './use-preview.ts';

type GuestDraft = { GuestId: number | null; FirstName: string; LastName: string; key: string };

/** Spec §4: edit the room's guest names, add a "New Guest" for each adult without one (adults only). */
export function GuestsStep({
  reservation,
  headingRef,
  onBack,
  onReview,
  itemId,
}: StepProps & { itemId: number }) {
  const index = reservation.Items.findIndex((item) => item.ReservationItemId === itemId);
  const item = reservation.Items[index]!;
  const [guests, setGuests] = useState<GuestDraft[]>(() =>
    item.Guests.map((guest) => ({
      GuestId: guest.GuestId,
      FirstName: guest.FirstName,
      LastName: guest.LastName,
      key: String(guest.GuestId),
    })),
  );
  const { busy, message, setMessage, review: preview } = usePreview(reservation, onReview);
  const canAdd = guestsStillToAdd({ numberOfAdults: item.NumberOfAdults, guests }) > 0;
  const edit = (key: string, patch: Partial<GuestDraft>) =>
    setGuests((list) => list.map((guest) => (guest.key === key ? { ...guest, ...patch } : guest)));
  const missing = (value: string) => (value.trim() ? undefined : 'Required');

  async function review(event: React.FormEvent) {
    event.preventDefault();
    if (guests.some((guest) => missing(guest.FirstName) || missing(guest.LastName)))
      return setMessage('Every guest needs a first and a last name.');
    await preview({
      kind: 'update',
      items: [
        {
          ReservationItemId: itemId,
          Guests: guests.map(({ GuestId, FirstName, LastName }) => ({
            GuestId,
            FirstName,
            LastName,
          })),
        },
      ],
    });
  }

  return (
    <section aria-labelledby="guests-heading" className="space-y-4">
      <h2 id="guests-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        Guests of room {index + 1}: {item.RoomTypeName}
      </h2>
      <p>
        Booked for {item.NumberOfAdults} adult{item.NumberOfAdults === 1 ? '' : 's'}; children and
        infants need no names.
      </p>
      <form onSubmit={(event) => void review(event)} noValidate className="space-y-4">
        {guests.map((guest, position) => (
          <fieldset key={guest.key} className="rounded border border-dark/15 bg-white p-3">
            <legend className="float-left mb-3 w-full font-semibold">
              {position === 0 ? 'Lead guest' : `Guest ${position + 1}`}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="First name"
                value={guest.FirstName}
                onChange={(FirstName) => edit(guest.key, { FirstName })}
                required
                error={message ? missing(guest.FirstName) : undefined}
                autoComplete="off"
              />
              <TextField
                label="Last name"
                value={guest.LastName}
                onChange={(LastName) => edit(guest.key, { LastName })}
                required
                error={message ? missing(guest.LastName) : undefined}
                autoComplete="off"
              />
            </div>
            {position > 0 && (
              <button
                type="button"
                className="mt-2 underline"
                onClick={() => setGuests((list) => list.filter((other) => other.key !== guest.key))}
              >
                Remove {guest.FirstName || 'this guest'}
              </button>
            )}
          </fieldset>
        ))}
        {canAdd && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() =>
              setGuests((list) => [
                ...list,
                {
                  GuestId: null,
                  FirstName: 'New',
                  LastName: 'Guest',
                  key: `new-${list.length}-${Date.now()}`,
                },
              ])
            }
          >
            Add a guest
          </button>
        )}
        <div role="alert">
          {message && (
            <p className="rounded border-l-4 border-negative bg-white p-3 font-medium">{message}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
            Review the change
          </button>
          <button type="button" className={secondaryButton} onClick={onBack}>
            Back to booking
          </button>
        </div>
      </form>
    </section>
  );
}
