import { PersonFields } from '../../components/PersonFields.tsx';
import { contactPatchOf, personOf } from './contact-person.ts';
import { TextField } from '../../components/TextField.tsx';
import { isAsked } from '../../domain/pre-check-in/guest-fields.ts';
import { PreCheckInStep } from '../../domain/pre-check-in/pre-check-in-steps.ts';
import { useStore } from '@nanostores/react';
import { $saving, continueFrom, editArrivalTime, editBooker } from '../../stores/pre-check-in.ts';
import { headingClass, primaryButton, type StepProps } from './step-props.ts';
import { t } from '../../i18n/pre-check-in-messages.ts';

/** Booker: who booked, how to reach them, and when they expect to arrive. */
export function BookerStep({ reservation, config, phoneCountry, headingRef, fields }: StepProps) {
  const saving = useStore($saving);
  const booker = reservation.Booker;
  const error = (field: string) => fields[`Booker.${field}`];
  return (
    <form
      noValidate
      aria-labelledby="step-heading"
      className="space-y-4 rounded-lg bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        void continueFrom({ step: PreCheckInStep.Booker });
      }}
    >
      <h1 id="step-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        {t('precheckin.booker.title')}
      </h1>
      <PersonFields
        person={personOf(booker)}
        onChange={(patch) => editBooker(contactPatchOf(patch))}
        ids={{
          firstName: 'booker-first',
          lastName: 'booker-last',
          email: 'booker-email',
          phone: 'booker-phone',
        }}
        required={{ phone: true }}
        errors={{
          firstName: error('FirstName'),
          lastName: error('LastName'),
          email: error('Email'),
          phone: error('Phone'),
        }}
        phoneCountry={phoneCountry}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {isAsked(config.Fields.ArrivalTime) && (
          <TextField
            id="arrival-time"
            label={t('precheckin.booker.arrivalTime')}
            type="time"
            required={config.Fields.ArrivalTime === 'Required'}
            value={reservation.ArrivalTime}
            onChange={editArrivalTime}
            error={fields['ArrivalTime']}
          />
        )}
      </div>
      <button type="submit" className={primaryButton} disabled={saving}>
        {t(saving ? 'precheckin.saving' : 'precheckin.saveContinue')}
      </button>
    </form>
  );
}
