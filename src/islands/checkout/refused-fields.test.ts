import { describe, expect, it } from 'vitest';
import { refusedFields } from './refused-fields.ts';

describe('refusedFields', () => {
  it('puts the API’s messages on the form’s fields, the first per field, and leaves out the rest', () => {
    expect(
      refusedFields({
        'Booker.FirstName': 'First name: at most 100 characters',
        'CardDetails.ExpiryMonth': 'Choose the month',
        'CardDetails.ExpiryYear': 'Choose the year',
        Rooms: 'Not a field of the form',
      }),
    ).toEqual({ firstName: 'First name: at most 100 characters', expiry: 'Choose the month' });
  });
});
