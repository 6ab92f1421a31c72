import { describe, expect, it } from 'vitest';
import { formBody, formValues, manageAccountAction, refillValues } from './form-body.ts';
import {
  PASSWORD_RULE_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  validateChangePassword,
  validateContact,
  validateLogin,
  validateProfile,
  validateRegister,
  validateResetPassword,
} from './validate-forms.ts';
import { isValidPhone } from '../shared/phone.ts';

const isPhone = (value: string) => isValidPhone(value, 'GB');

const register = {
  Firstname: 'Sam',
  Lastname: 'Rivers',
  EmailAddress: 'sam@example.com',
  MobileNumber: '',
  Password: 'Sunny-Days-2026',
  ConfirmPassword: 'Sunny-Days-2026',
};

describe('account form rules', () => {
  it('login needs a valid email and a password, nothing more (spec §5)', () => {
    expect(validateLogin({ EmailAddress: 'sam@example.com', Password: 'x' })).toEqual({});
    expect(validateLogin({ EmailAddress: 'sam@', Password: '' })).toEqual({
      EmailAddress: 'A valid email address is required',
      Password: 'Password is required',
    });
  });

  it.each([
    [{}, {}],
    [{ Password: 'short-1', ConfirmPassword: 'short-1' }, { Password: PASSWORD_RULE_MESSAGE }],
    [
      { Password: 'abcdefghijk', ConfirmPassword: 'abcdefghijk' },
      { Password: PASSWORD_RULE_MESSAGE },
    ],
    [{ Password: '', ConfirmPassword: '' }, { Password: 'Password is required' }],
    [{ ConfirmPassword: 'Sunny-Days-2027' }, { ConfirmPassword: PASSWORDS_DIFFER_MESSAGE }],
    [{ MobileNumber: '07700 9' }, { MobileNumber: 'A valid phone number is required' }],
    [{ MobileNumber: '07700 900456' }, {}],
    [{ MobileNumber: '+44 7700 900456' }, {}],
    [{ Firstname: 'F'.repeat(101) }, { Firstname: 'First name: at most 100 characters' }],
    [
      { Firstname: ' ', Lastname: '' },
      { Firstname: 'First name is required', Lastname: 'Last name is required' },
    ],
  ])('register %j → %j', (change, errors) => {
    expect(validateRegister({ ...register, ...change }, isPhone)).toEqual(errors);
  });

  it('reset, change password, profile and contact use the same rules', () => {
    expect(
      validateResetPassword({ Password: 'Brand-New-1', ConfirmPassword: 'Brand-New-2' }),
    ).toEqual({ ConfirmPassword: PASSWORDS_DIFFER_MESSAGE });
    expect(
      validateChangePassword({
        CurrentPassword: '',
        NewPassword: 'Brand-New-1',
        ConfirmPassword: 'Brand-New-1',
      }),
    ).toEqual({ CurrentPassword: 'Password is required' });
    expect(
      validateProfile(
        {
          EmailAddress: 'a@b.com',
          Firstname: 'A',
          Lastname: 'B',
          Telephone: '0044 20 7946 0000',
        },
        isPhone,
      ),
    ).toEqual({});
    expect(
      validateContact(
        { Name: '', EmailAddress: 'a@b.com', Message: ' ', Telephone: '12' },
        isPhone,
      ),
    ).toEqual({
      Name: 'Your name is required',
      Telephone: 'A valid phone number is required',
      Message: 'A message is required',
    });
  });
});

describe('form bodies', () => {
  it('keeps contract field names, reads checkboxes and numbers, drops page-only and confirm fields', () => {
    const data = new URLSearchParams({
      _action: 'profile',
      EmailAddress: 'a@b.com',
      ReceiveBrandOffers: 'on',
      CreditCardId: '7',
      ConfirmPassword: 'x',
    });
    expect(
      formBody(formValues(data), {
        booleans: ['ReceiveBrandOffers', 'Other'],
        numbers: ['CreditCardId'],
        omit: ['ConfirmPassword'],
      }),
    ).toEqual({
      EmailAddress: 'a@b.com',
      ReceiveBrandOffers: true,
      Other: false,
      CreditCardId: 7,
    });
  });

  it('never refills password fields', () => {
    expect(
      refillValues({
        EmailAddress: 'a@b.com',
        Password: 'x',
        NewPassword: 'y',
        CurrentPassword: 'z',
        ConfirmPassword: 'w',
      }),
    ).toEqual({ EmailAddress: 'a@b.com' });
  });
});

describe('the Manage Account form a post names', () => {
  it.each([
    ['profile', 'profile'],
    ['password', 'password'],
    ['removeCard', 'removeCard'],
    ['Profile', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %s', (value, expected) => {
    expect(manageAccountAction(value)).toBe(expected);
  });
});
