import { useState, type SubmitEvent } from 'react';
import { isGuestNameValid } from '../../domain/booking/booker.ts';
import { t } from '../../i18n/rooms-step-messages.ts';

type Option = { Id: number; Name: string };

type Props = {
  roomNumber: number;
  roomTypeName: string;
  initial: { FirstName: string; LastName: string; roomConfiguration: number | null };
  /** The room configuration question, when the hotel asks it (spec §5). */
  configurationOptions: Option[] | null;
  onSave: (details: {
    leadGuest: { FirstName: string; LastName: string };
    roomConfiguration: number | null;
  }) => void;
};

/** Spec §4 occupancy step: the lead guest of a room (and its configuration when asked). */
export function RoomDetailsStep({
  roomNumber,
  roomTypeName,
  initial,
  configurationOptions,
  onSave,
}: Props) {
  const [firstName, setFirstName] = useState(initial.FirstName);
  const [lastName, setLastName] = useState(initial.LastName);
  const [configuration, setConfiguration] = useState(
    initial.roomConfiguration ? String(initial.roomConfiguration) : '',
  );
  const [submitted, setSubmitted] = useState(false);
  const asksConfiguration = configurationOptions !== null && configurationOptions.length > 0;
  const nameError = submitted && !isGuestNameValid({ FirstName: firstName, LastName: lastName });
  const configurationError = submitted && asksConfiguration && !configuration;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!isGuestNameValid({ FirstName: firstName, LastName: lastName })) return;
    if (asksConfiguration && !configuration) return;
    onSave({
      leadGuest: { FirstName: firstName.trim(), LastName: lastName.trim() },
      roomConfiguration: configuration ? Number(configuration) : null,
    });
  }

  const field = 'mt-1 block w-full rounded border border-control px-3 py-2';
  return (
    <section aria-labelledby="details-heading" className="max-w-xl space-y-4">
      <h2 id="details-heading" tabIndex={-1} className="text-2xl font-semibold text-primary">
        {t('rooms.details.title', { room: roomNumber })}
      </h2>
      <p>{t('rooms.details.intro', { name: roomTypeName })}</p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block">
            {t('rooms.details.firstName')}
            <input
              className={field}
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              aria-invalid={nameError && !firstName.trim()}
              required
            />
          </label>
          <label className="block">
            {t('rooms.details.lastName')}
            <input
              className={field}
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
              aria-invalid={nameError && !lastName.trim()}
              required
            />
          </label>
        </div>
        {nameError && (
          <p role="alert" className="text-negative">
            {t('rooms.details.nameError')}
          </p>
        )}
        {asksConfiguration && (
          <label className="block">
            {t('rooms.details.setup')}
            <select
              className={field}
              value={configuration}
              onChange={(e) => setConfiguration(e.target.value)}
              aria-invalid={configurationError}
              required
            >
              <option value="">{t('rooms.details.choose')}</option>
              {configurationOptions.map((option) => (
                <option key={option.Id} value={option.Id}>
                  {option.Name}
                </option>
              ))}
            </select>
          </label>
        )}
        {configurationError && (
          <p role="alert" className="text-negative">
            {t('rooms.details.setupError')}
          </p>
        )}
        <button type="submit" className="rounded bg-primary px-6 py-2 font-semibold text-white">
          {t('rooms.continue')}
        </button>
      </form>
    </section>
  );
}
