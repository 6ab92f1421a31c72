import { describe, expect, it } from 'vitest';
import { apiErrorMessages } from './api-error-messages.ts';
import {
  apiErrorBodyIn,
  apiErrorMessageOf,
  apiErrorTextIn,
  localeOfApiRequest,
} from './api-error-texts.ts';
import { fill } from './translate.ts';

describe('apiErrorMessageOf', () => {
  it.each([
    ['Resevation Number is required', 'api.validation.reservationNumber', {}],
    ['The Email field is required.', 'api.fieldRequired', { field: 'Email' }],
    ['First name: at most 100 characters', 'api.tooLong', { label: 'First name', max: '100' }],
    [
      'This link is invalid. Please contact the hotel by +44 20 7946 0000 or stay@grand.example.',
      'api.linkInvalidContact',
      { telephone: '+44 20 7946 0000', email: 'stay@grand.example' },
    ],
    ['This link is invalid', 'api.linkInvalid', {}],
  ] as const)('finds the message of %s', (text, key, params) => {
    const found = apiErrorMessageOf(text);
    expect(found).toEqual({ key, params });
    expect(fill(apiErrorMessages[key], found!.params)).toBe(text);
  });

  it('finds every text of the table as itself', () => {
    for (const [key, text] of Object.entries(apiErrorMessages))
      if (!text.includes('{')) expect(apiErrorMessageOf(text)?.key).toBe(key);
  });

  it('knows no other text', () => {
    expect(apiErrorMessageOf('The hotel is closed for refurbishment')).toBeNull();
  });
});

describe('an error answer in a locale', () => {
  const body = {
    Message: 'Please check the highlighted details.',
    ModelState: { Email: ['A valid email address is required'] },
  };

  it('is the same object in en-GB', () => {
    expect(apiErrorBodyIn(body, 'en-GB')).toBe(body);
  });

  it('keeps its fields and a text it does not know', () => {
    const answer = apiErrorBodyIn({ ...body, Message: 'Hotel’s own words' }, 'de');
    expect(Object.keys(answer.ModelState)).toEqual(['Email']);
    expect(answer.Message).toBe('Hotel’s own words');
    expect(apiErrorTextIn('Hotel’s own words', 'ar')).toBe('Hotel’s own words');
  });
});

describe('localeOfApiRequest', () => {
  it.each([
    [{}, 'en-GB'],
    [{ 'Content-Language': 'de' }, 'de'],
    [{ 'Content-Language': 'ar, en' }, 'ar'],
    [{ 'Content-Language': 'xx' }, 'en-GB'],
    [{ 'Accept-Language': 'de-DE,de;q=0.9' }, 'en-GB'],
  ])('reads %o as %s', (headers, locale) => {
    expect(localeOfApiRequest(new Headers(headers))).toBe(locale);
  });
});
