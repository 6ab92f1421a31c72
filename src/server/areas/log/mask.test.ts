import { describe, expect, it } from 'vitest';
import { maskSensitive } from './mask.ts';

describe('maskSensitive', () => {
  it.each([
    ['Card 4111111111111111 declined', 'Card ************1111 declined'],
    ['Card 4111 1111 1111 1111 declined', 'Card ************1111 declined'],
    ['amex 3782-822463-10005', 'amex ***********0005'],
    ['19 digits 6011000990139424123', '19 digits ***************4123'],
    ['twelve 123456789012', 'twelve ********9012'],
    ['cvv: 123, CVC 9876, security code 321', 'cvv: ***, CVC ***, security code ***'],
  ])('masks %j', (input, expected) => {
    expect(maskSensitive(input)).toBe(expected);
  });

  it.each([
    'Reservation 12345678901 not found',
    'Status 500 at 2026-01-15T09:31:00Z',
    'Order 12345678901234567890 (20 digits)',
    'Phone +44 20 7946 0000',
  ])('leaves %j alone', (input) => {
    expect(maskSensitive(input)).toBe(input);
  });

  it('masks link codes in logged URLs', () => {
    expect(
      maskSensitive(
        'http://x/api/PreCheckIn/Get?propertyId=GRANDLDN&referenceNumber=GL-9PCK3W&hash=c_fe5V6l_3D-oQ5uWa3wZg',
      ),
    ).toBe('http://x/api/PreCheckIn/Get?propertyId=GRANDLDN&referenceNumber=***&hash=***');
    expect(maskSensitive('/Account/ResetPassword/GRANDLDN?token=abc&x=1')).toBe(
      '/Account/ResetPassword/GRANDLDN?token=***&x=1',
    );
  });

  // The confirmation token opens the booker's details and their manage link.
  it.each([
    [
      '/api/Reservation/Confirmation?propertyId=GRANDLDN&referenceNumber=q3Z_x-81KfLmN0pQrStUvw',
      '/api/Reservation/Confirmation?propertyId=GRANDLDN&referenceNumber=***',
    ],
    [
      'GET /api/PayByLink/Status?referenceNumber=q3Z_x-81KfLmN0pQrStUvw&propertyId=GRANDLDN failed',
      'GET /api/PayByLink/Status?referenceNumber=***&propertyId=GRANDLDN failed',
    ],
    ['/Restaurant/GRANDLDN?booking=q3Z_x-81KfLmN0pQrStUvw', '/Restaurant/GRANDLDN?booking=***'],
    ['?ReferenceNumber=abc#x', '?ReferenceNumber=***#x'],
  ])('masks confirmation tokens in %j', (input, expected) => {
    expect(maskSensitive(input)).toBe(expected);
  });
});
