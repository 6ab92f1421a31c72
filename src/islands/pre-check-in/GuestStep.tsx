import { useStore } from '@nanostores/react';
import { PersonFields } from '../../components/PersonFields.tsx';
import { contactPatchOf, personOf } from './contact-person.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import {
  isAsked,
  isRequired,
  type ConfigurableField,
} from '../../domain/pre-check-in/guest-fields.ts';
import { PreCheckInStep } from '../../domain/pre-check-in/pre-check-in-steps.ts';
import { $saving, continueFrom, editGuest } from '../../stores/pre-check-in.ts';
import { headingClass, primaryButton, type StepProps } from './step-props.ts';
import { t } from '../../i18n/pre-check-in-messages.ts';

/** Guest: one guest's registration details, as the hotel's fields ask. */
export function GuestStep({
  reservation,
  config,
  countries,
  phoneCountry,
  headingRef,
  fields,
  roomIndex,
  guestIndex,
}: StepProps & { roomIndex: number; guestIndex: number }) {
  const saving = useStore($saving);
  const item = reservation.Items[roomIndex];
  const guest = item?.Guests[guestIndex];
  if (!item || !guest) return null;
  const rules = config.Fields;
  const asked = (field: ConfigurableField) => isAsked(rules[field]);
  const required = (field: ConfigurableField) =>
    isRequired(rules[field], guest, config.PropertyCountryId ?? 0);
  const error = (field: string) => fields[`Items[${roomIndex}].Guests[${guestIndex}].${field}`];
  const change = (patch: Parameters<typeof editGuest>[2]) =>
    editGuest(roomIndex, guestIndex, patch);
  const id = (field: string) => `guest-${field}`;
  const countryOptions = countries.map((country) => ({
    value: String(country.Id),
    label: country.Name,
  }));
  return (
    <form
      noValidate
      aria-labelledby="step-heading"
      className="space-y-4 rounded-lg bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        void continueFrom({ step: PreCheckInStep.Guest, roomIndex, guestIndex });
      }}
    >
      <h1 id="step-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        {t('precheckin.guest.title', {
          room: roomIndex + 1,
          guest: guestIndex + 1,
          guests: item.Guests.length,
        })}
        {guest.IsChild ? t('precheckin.guest.child') : ''}
      </h1>
      <p className="text-sm">
        {t('precheckin.guest.required')}
        {guest.IsChild ? t('precheckin.guest.childOnlyName') : ''}
      </p>
      <PersonFields
        person={personOf(guest)}
        onChange={(patch) => change(contactPatchOf(patch))}
        ids={{
          firstName: id('first'),
          lastName: id('last'),
          email: id('email'),
          phone: id('phone'),
        }}
        asks={{ email: asked('Email'), phone: asked('Phone') }}
        required={{ email: required('Email'), phone: required('Phone') }}
        errors={{
          firstName: error('FirstName'),
          lastName: error('LastName'),
          email: error('Email'),
          phone: error('Phone'),
        }}
        phoneCountry={phoneCountry}
        autofill={false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {asked('Nationality') && (
          <SelectField
            id={id('nationality')}
            label={t('precheckin.guest.nationality')}
            placeholder={t('precheckin.guest.choose')}
            required={required('Nationality')}
            value={guest.NationalityId ? String(guest.NationalityId) : ''}
            onChange={(value) => change({ NationalityId: Number(value) || 0 })}
            options={countryOptions}
            error={error('NationalityId')}
          />
        )}
        {asked('DateOfBirth') && (
          <TextField
            id={id('dob')}
            label={t('precheckin.guest.dateOfBirth')}
            type="date"
            required={required('DateOfBirth')}
            value={guest.DateOfBirth}
            onChange={(DateOfBirth) => change({ DateOfBirth })}
            error={error('DateOfBirth')}
          />
        )}
        {asked('DocumentType') && (
          <SelectField
            id={id('document-type')}
            label={t('precheckin.guest.document')}
            placeholder={t('precheckin.guest.choose')}
            required={required('DocumentType')}
            value={guest.DocumentType}
            onChange={(value) => change({ DocumentType: value as typeof guest.DocumentType })}
            options={config.DocumentTypes.map((type) => ({ value: type, label: type }))}
            error={error('DocumentType')}
          />
        )}
        {asked('DocumentNumber') && (
          <TextField
            id={id('document-number')}
            label={t('precheckin.guest.documentNumber')}
            autoComplete="off"
            required={required('DocumentNumber')}
            value={guest.DocumentNumber}
            onChange={(DocumentNumber) => change({ DocumentNumber })}
            error={error('DocumentNumber')}
          />
        )}
      </div>
      {asked('Address') && (
        <fieldset className="space-y-4">
          <legend className="font-semibold">{t('precheckin.guest.address')}</legend>
          <TextField
            id={id('street')}
            label={t('precheckin.guest.street')}
            autoComplete="off"
            required={required('Address')}
            value={guest.Street}
            onChange={(Street) => change({ Street })}
            error={error('Street')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={id('city')}
              label={t('precheckin.guest.city')}
              autoComplete="off"
              required={required('Address')}
              value={guest.City}
              onChange={(City) => change({ City })}
              error={error('City')}
            />
            <TextField
              id={id('post-code')}
              label={t('precheckin.guest.postCode')}
              autoComplete="off"
              required={required('Address')}
              value={guest.ZipCode}
              onChange={(ZipCode) => change({ ZipCode })}
              error={error('ZipCode')}
            />
          </div>
          <SelectField
            id={id('country')}
            label={t('precheckin.guest.country')}
            placeholder={t('precheckin.guest.choose')}
            required={required('Address')}
            value={guest.CountryId ? String(guest.CountryId) : ''}
            onChange={(value) => change({ CountryId: Number(value) || 0 })}
            options={countryOptions}
            error={error('CountryId')}
          />
        </fieldset>
      )}
      <button type="submit" className={primaryButton} disabled={saving}>
        {t(saving ? 'precheckin.saving' : 'precheckin.saveContinue')}
      </button>
    </form>
  );
}
