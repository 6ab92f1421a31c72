import { describe, expect, it } from 'vitest';
import {
  emailError,
  isValidEmail,
  passwordError,
  requiredLookupValid,
  requiredObjectValid,
  requiredStringValid,
  ValidationMessage,
} from './validation.ts';

describe('isValidEmail', () => {
  it.each([
    'ada.lovelace@example.co.uk',
    'a-b@mail.example.com',
    'ada@example.com',
    'ADA99@Example.ORG',
    'a@b.io',
    'j.r-smith@my-hotel.co.za',
    'guest1@mail2.example.com',
    // Real addresses the spec's pattern refuses.
    'anna+hotel@gmail.com',
    'anna_smith@example.com',
    "jo.o'brien@example.com",
    'anna@sub.example.travel',
    'ada@example.info',
    // The HTML standard accepts these local parts too.
    '.ada@example.com',
    'ada..l@example.com',
  ])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ['ada@example', 'no top-level domain'],
    ['ada@@example.com', 'two @'],
    ['@example.com', 'no local part'],
    ['ada@.com', 'no domain label'],
    ['ada@example.c', 'one-letter top-level domain'],
    ['ada@example.123', 'numeric top-level domain'],
    ['ada@example..com', 'empty domain label'],
    ['ada@-example.com', 'label starting with a hyphen'],
    ['ada@example-.com', 'label ending with a hyphen'],
    ['ada(lovelace)@example.com', 'comment characters'],
    ['ada@exa_mple.com', 'underscore in the domain'],
    ['ada lovelace@example.com', 'space'],
    [' ada@example.com', 'untrimmed'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('gives the spec message', () => {
    expect(emailError('ada@example')).toBe('A valid email address is required');
    expect(emailError('ada@example.com')).toBeUndefined();
  });
});

describe('passwordError', () => {
  it.each([
    ['', 'Password is required'],
    [' ', undefined],
    ['short', undefined],
  ])('"%s" → %s', (value, message) => {
    expect(passwordError(value)).toBe(message);
  });
});

describe('required values by kind (spec §5)', () => {
  it.each([
    ['required string with text', () => requiredStringValid('x', true), true],
    ['required string blank', () => requiredStringValid(' \t', true), false],
    ['required string missing', () => requiredStringValid(null, true), false],
    ['optional string blank', () => requiredStringValid('', false), true],
    ['required lookup above zero', () => requiredLookupValid(3, true), true],
    ['required lookup zero', () => requiredLookupValid(0, true), false],
    ['required lookup object with an id', () => requiredLookupValid({ Id: 3 }, true), true],
    ['required lookup object with id 0', () => requiredLookupValid({ Id: 0 }, true), false],
    ['required lookup missing', () => requiredLookupValid(undefined, true), false],
    ['optional lookup zero', () => requiredLookupValid(0, false), true],
    ['required object present', () => requiredObjectValid({}, true), true],
    ['required object missing', () => requiredObjectValid(null, true), false],
    ['optional object missing', () => requiredObjectValid(undefined, false), true],
  ])('%s', (_label, check, valid) => {
    expect(check()).toBe(valid);
  });
});

describe('messages are the spec’s, verbatim', () => {
  it.each([
    [ValidationMessage.ReservationNumber, 'Resevation Number is required'],
    [ValidationMessage.GuestName, 'Guest Name is required'],
    [ValidationMessage.Email, 'A valid email address is required'],
    [ValidationMessage.Phone, 'A valid phone number is required'],
    [ValidationMessage.Password, 'Password is required'],
  ])('%s', (message, text) => {
    expect(message).toBe(text);
  });
});
