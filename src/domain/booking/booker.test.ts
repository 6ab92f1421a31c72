import { describe, expect, it } from 'vitest';
import {
  canSaveReservation,
  isAddressValid,
  isBookerPersonalDetailsValid,
  isGuestNameValid,
  missingRequiredFields,
  type BookerDetails,
} from './booker.ts';
import { isValidPhone } from '../shared/phone.ts';

const isPhone = (value: string) => isValidPhone(value, 'GB');

const booker: BookerDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.com',
  telephoneNumber: '+44 7700 900123',
  street: '1 St James’s Square',
  postCode: 'SW1Y 4JU',
  country: 77,
};

describe('isBookerPersonalDetailsValid (spec §5)', () => {
  it('accepts a complete booker', () => {
    expect(isBookerPersonalDetailsValid(booker, isPhone)).toBe(true);
  });
  it.each([
    ['no first name', { firstName: '' }],
    ['blank last name', { lastName: '  ' }],
    ['no email', { emailAddress: null }],
    ['malformed email', { emailAddress: 'ada@example' }],
    ['no telephone', { telephoneNumber: undefined }],
    ['telephone too short for the hotel’s country', { telephoneNumber: '07700' }],
  ])('rejects %s', (_label, change) => {
    expect(isBookerPersonalDetailsValid({ ...booker, ...change }, isPhone)).toBe(false);
  });
});

describe('isAddressValid (spec §5)', () => {
  it('accepts street, country and post code', () => {
    expect(isAddressValid(booker)).toBe(true);
    expect(isAddressValid({ ...booker, country: { Id: 77 } })).toBe(true);
  });
  it.each([
    ['no street', { street: '' }],
    ['no post code', { postCode: ' ' }],
    ['no country', { country: null }],
    ['country id 0', { country: 0 }],
  ])('rejects %s', (_label, change) => {
    expect(isAddressValid({ ...booker, ...change })).toBe(false);
  });
});

describe('isGuestNameValid', () => {
  it.each([
    [{ FirstName: 'Ada', LastName: 'Lovelace' }, true],
    [{ FirstName: 'Ada', LastName: '' }, false],
    [{ FirstName: ' ', LastName: 'Lovelace' }, false],
    [{}, false],
    [null, false],
  ])('%o → %s', (guest, valid) => {
    expect(isGuestNameValid(guest)).toBe(valid);
  });
});

describe('missingRequiredFields (configuration flags)', () => {
  it('lists only fields that are required and empty', () => {
    const empty: BookerDetails = { firstName: 'Ada', country: 0 };
    expect(
      missingRequiredFields(empty, {
        FirstNameRequired: true,
        LastNameRequired: true,
        CityRequired: true,
        CountryRequired: true,
        PostCodeRequired: false,
      }),
    ).toEqual(['lastName', 'city', 'country']);
  });
  it('requires nothing when no flag is set', () => {
    expect(missingRequiredFields({}, {})).toEqual([]);
  });
  it.each([
    ['EmailRequired', 'emailAddress'],
    ['PhoneRequired', 'telephoneNumber'],
    ['StreetRequired', 'street'],
    ['StateOrCountyRequired', 'stateOrCounty'],
    ['PostCodeRequired', 'postCode'],
  ])('%s requires %s', (flag, field) => {
    expect(missingRequiredFields({}, { [flag]: true })).toEqual([field]);
  });
});

describe('canSaveReservation (spec §5)', () => {
  const reservationBooker = {
    FirstName: 'Ada',
    LastName: 'Lovelace',
    Email: 'ada@example.com',
    Phone: '+447700900123',
  };
  const guests = [
    { FirstName: 'Ada', LastName: 'Lovelace' },
    { FirstName: 'Charles', LastName: 'Babbage' },
  ];
  it.each([
    ['valid booker and guests', reservationBooker, guests, true],
    ['no booker to check', null, guests, true],
    [
      'a guest without a last name',
      reservationBooker,
      [...guests, { FirstName: 'New', LastName: '' }],
      false,
    ],
    ['a booker without a phone', { ...reservationBooker, Phone: '' }, guests, false],
    ['no guests', reservationBooker, [], true],
  ])('%s', (_label, b, g, valid) => {
    expect(canSaveReservation(b, g, isPhone)).toBe(valid);
  });
});
