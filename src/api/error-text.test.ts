import { describe, expect, it } from 'vitest';
import { errorText, fieldErrors } from './error-text.ts';

describe('errorText (spec §8)', () => {
  it.each([
    [
      'ModelState lists joined with spaces',
      {
        Message: 'The request is invalid.',
        ModelState: {
          Email: ['A valid email address is required'],
          Phone: ['A valid phone number is required', 'Too short'],
        },
      },
      'A valid email address is required A valid phone number is required Too short',
    ],
    [
      'Message when there is no ModelState',
      { Message: 'Sorry, your selection is not available' },
      'Sorry, your selection is not available',
    ],
    ['Message when ModelState is empty', { Message: 'Nope', ModelState: {} }, 'Nope'],
    ['plain text body', 'Bad gateway', 'Bad gateway'],
    ['nothing usable', { Foo: 1 }, undefined],
    ['blank message', { Message: '  ' }, undefined],
    ['no body', undefined, undefined],
  ])('%s', (_name, body, expected) => {
    expect(errorText(body)).toBe(expected);
  });

  it('optionally prefixes each message with its field name', () => {
    expect(
      errorText(
        { ModelState: { Email: ['required'], Phone: ['invalid'] } },
        { prefixFieldNames: true },
      ),
    ).toBe('Email: required Phone: invalid');
  });

  it('keeps per-field messages for inputs', () => {
    expect(fieldErrors({ ModelState: { 'Booker.Email': ['a', 'b'] } })).toEqual({
      'Booker.Email': 'a b',
    });
    expect(fieldErrors({ Message: 'x' })).toEqual({});
  });
});
