import { useState } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { guestsStillToAdd } from '../../domain/manage/manage-steps.ts';
import { t } from '../../i18n/manage-step-messages.ts';
import { count, primaryButton, secondaryButton, type StepProps } from './step-props.ts';
import { usePreview } from './use-preview.ts';
import { Notice } from '../../components/Notice.tsx';

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
  const missing = (value: string) => (value.trim() ? undefined : t('manage.guests.required'));

  async function review(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (guests.some((guest) => missing(guest.FirstName) || missing(guest.LastName)))
      return setMessage(t('manage.guests.needNames'));
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
        {t('manage.guests.title', { number: index + 1, name: item.RoomTypeName })}
      </h2>
      <p>{t('manage.guests.bookedFor', { adults: count('adults', item.NumberOfAdults) })}</p>
      <form onSubmit={(event) => void review(event)} noValidate className="space-y-4">
        {guests.map((guest, position) => (
          <fieldset key={guest.key} className="rounded border border-dark/15 bg-white p-3">
            <legend className="float-start mb-3 w-full font-semibold">
              {position === 0
                ? t('manage.guests.lead')
                : t('manage.guests.guest', { number: position + 1 })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('manage.guests.firstName')}
                value={guest.FirstName}
                onChange={(FirstName) => edit(guest.key, { FirstName })}
                required
                error={message ? missing(guest.FirstName) : undefined}
                autoComplete="off"
              />
              <TextField
                label={t('manage.guests.lastName')}
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
                {t('manage.guests.remove', {
                  name: guest.FirstName || t('manage.guests.thisGuest'),
                })}
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
                  FirstName: t('manage.guests.newFirst'),
                  LastName: t('manage.guests.newLast'),
                  key: `new-${list.length}-${Date.now()}`,
                },
              ])
            }
          >
            {t('manage.guests.add')}
          </button>
        )}
        <div role="alert">{message && <Notice tone="negative">{message}</Notice>}</div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
            {t('manage.review')}
          </button>
          <button type="button" className={secondaryButton} onClick={onBack}>
            {t('manage.back')}
          </button>
        </div>
      </form>
    </section>
  );
}
