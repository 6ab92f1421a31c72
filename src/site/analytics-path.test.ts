import { describe, expect, it } from 'vitest';
import { analyticsPath, carriesCredential } from './analytics-path.ts';

describe('what analytics sees of a page address', () => {
  it.each([
    // Pages without credentials stay as they are.
    ['/Book/GRANDLDN', '/Book/GRANDLDN'],
    [
      '/Book/GRANDLDN/Rooms-And-Rates?arrive=2026-03-01&depart=2026-03-03&rooms=2-0-0,1-0-0',
      '/Book/GRANDLDN/Rooms-And-Rates?arrive=2026-03-01&depart=2026-03-03&rooms=2-0-0,1-0-0',
    ],
    ['/Book/GRANDLDN/Checkout', '/Book/GRANDLDN/Checkout'],
    ['/Manage/GRANDLDN', '/Manage/GRANDLDN'],
    ['/Restaurant/GRANDLDN?date=2026-03-01', '/Restaurant/GRANDLDN?date=2026-03-01'],
    ['/BookGroup/GROUP1?area=2', '/BookGroup/GROUP1?area=2'],
    // Google's hotel landing page: every parameter of its template is the guest's search.
    [
      '/Book/GRANDLDN/Rooms-And-Rates?arrive=2026-03-01&depart=2026-03-03&adults=2&children=0&currency=EUR&lang=de&room=CLDBL&rate=FLEX',
      '/Book/GRANDLDN/Rooms-And-Rates?arrive=2026-03-01&depart=2026-03-03&adults=2&children=0&currency=EUR&lang=de&room=CLDBL&rate=FLEX',
    ],
    ['/?utm_source=mail&utm_campaign=spring', '/?utm_source=mail&utm_campaign=spring'],
    // Emailed links and confirmations: the route stays, the credentials go.
    ['/Book/GRANDLDN/Confirmation/q3Z_x-81KfLmN0pQ', '/Book/GRANDLDN/Confirmation/redacted'],
    ['/Book/GRANDLDN/Status/q3Z_x-81KfLmN0pQ', '/Book/GRANDLDN/Status/redacted'],
    ['/Book/GRANDLDN/Checkout/tok_1', '/Book/GRANDLDN/Checkout/redacted'],
    ['/Book/GRANDLDN/Confirmation/q3Z.ics', '/Book/GRANDLDN/Confirmation/redacted'],
    [
      '/Manage/GRANDLDN/Reservation/GL-7Q4K9P/c_fe5V6l_3D?payment=gw_1',
      '/Manage/GRANDLDN/Reservation/redacted/redacted',
    ],
    [
      '/manage/grandldn/reservation/GL-7Q4K9P/abc',
      '/manage/grandldn/reservation/redacted/redacted',
    ],
    ['/PreCheckIn/GRANDLDN/GL-9PCK3W/abc', '/PreCheckIn/GRANDLDN/redacted/redacted'],
    ['/SecurePay/GRANDLDN/P/INV-24017/abc?id=7', '/SecurePay/GRANDLDN/P/redacted/redacted'],
    ['/SecurePay/GRANDLDN/Confirmation/q3Z', '/SecurePay/GRANDLDN/Confirmation/redacted'],
    ['/Restaurant/GRANDLDN/Cancel/RB-1/abc', '/Restaurant/GRANDLDN/Cancel/redacted/redacted'],
    ['/Restaurant/GRANDLDN?booking=q3Z&date=2026-03-01', '/Restaurant/GRANDLDN?date=2026-03-01'],
    ['/SimulatedGateway/Challenge/gw_1', '/SimulatedGateway/Challenge/redacted'],
    ['/Account/ResetPassword/GRANDLDN?token=abc', '/Account/ResetPassword/GRANDLDN'],
    ['/Account/ConfirmEmail/GRANDLDN?Token=abc', '/Account/ConfirmEmail/GRANDLDN'],
    ['/Book/GRANDLDN?referenceNumber=q3Z&x=1', '/Book/GRANDLDN'],
    ['/Book/GRANDLDN?%74oken=abc', '/Book/GRANDLDN'],
    ['/Book/GRANDLDN#details', '/Book/GRANDLDN'],
  ])('%s → %s', (path, seen) => {
    expect(analyticsPath(path)).toBe(seen);
    expect(carriesCredential(path)).toBe(seen !== path.replace(/#.*/, ''));
  });
});
