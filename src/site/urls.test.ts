import { describe, expect, it } from 'vitest';
import * as urls from './urls.ts';

describe('urls', () => {
  it.each([
    [urls.book('GRANDLDN'), '/Book/GRANDLDN'],
    [urls.checkout('GRANDLDN'), '/Book/GRANDLDN/Checkout'],
    [urls.checkout('GRANDLDN', 'tok_1'), '/Book/GRANDLDN/Checkout/tok_1'],
    [
      urls.manageReservation('GRANDLDN', 'GL-7Q4K9P', 'abc'),
      '/Manage/GRANDLDN/Reservation/GL-7Q4K9P/abc',
    ],
    [urls.securePayLink('GRANDLDN', 'P', 'INV-1', 'h', 7), '/SecurePay/GRANDLDN/P/INV-1/h?id=7'],
    [urls.securePayLink('GRANDLDN', 'S', 'INV 1', 'h'), '/SecurePay/GRANDLDN/S/INV%201/h'],
    [urls.book('a/b?c'), '/Book/a%2Fb%3Fc'],
    [urls.roomsAndRates('GRANDLDN'), '/Book/GRANDLDN/Rooms-And-Rates'],
    [urls.confirmationCalendar('GRANDLDN', 'tok_1'), '/Book/GRANDLDN/Confirmation/tok_1.ics'],
    [urls.gatewayChallenge('a b'), '/SimulatedGateway/Challenge/a%20b'],
    [urls.gatewayPaystack('s1'), '/SimulatedGateway/Paystack/s1'],
    [urls.widgetConfig('GRANDLDN'), '/widget/GRANDLDN.json'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('adds a query only when there is one', () => {
    expect(urls.withQuery('/Book/X')).toBe('/Book/X');
    expect(urls.withQuery('/Book/X', '')).toBe('/Book/X');
    expect(urls.withQuery('/Book/X', new URLSearchParams({ promo: 'WINTER10' }))).toBe(
      '/Book/X?promo=WINTER10',
    );
  });

  it.each([
    ['/ManageAccount/GRANDLDN', true],
    ['/manageaccount/GRANDLDN?x=1', true],
    ['/Book/GRANDLDN', false],
    ['/Account/Login/GRANDLDN', false],
  ])('%s is for logged-in guests only: %s', (path, expected) => {
    expect(urls.isForLoggedInOnly(path)).toBe(expected);
  });
});
