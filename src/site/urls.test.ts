import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../i18n/locale.ts';
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
    ['/de/ManageAccount/GRANDLDN', true],
    ['/zh-CN/ManageAccount/GRANDLDN', true],
    ['/de/Book/GRANDLDN', false],
  ])('%s is for logged-in guests only: %s', (path, expected) => {
    expect(urls.isForLoggedInOnly(path)).toBe(expected);
  });

  it.each([
    ['de', urls.book('GRANDLDN'), '/de/Book/GRANDLDN'],
    ['ar', urls.checkout('GRANDLDN', 'tok_1'), '/ar/Book/GRANDLDN/Checkout/tok_1'],
    ['zh-CN', urls.manage('GRANDLDN'), '/zh-CN/Manage/GRANDLDN'],
    ['en-XA', urls.login('GRANDLDN'), '/en-XA/Account/Login/GRANDLDN'],
    [
      'pl',
      urls.securePayLink('GRANDLDN', 'P', 'INV-1', 'h', 7),
      '/pl/SecurePay/GRANDLDN/P/INV-1/h?id=7',
    ],
    ['fr', '/', '/fr/'],
  ] as const)('builds a link in %s: %s', (locale, path, expected) => {
    expect(urls.localised(locale, path)).toBe(expected);
  });

  it('keeps every English link unprefixed, as it always was', () => {
    expect(urls.localised(DEFAULT_LOCALE, urls.roomsAndRates('GRANDLDN'))).toBe(
      '/Book/GRANDLDN/Rooms-And-Rates',
    );
    expect(urls.localised(undefined, urls.book('GRANDLDN'))).toBe('/Book/GRANDLDN');
    expect(urls.localised(DEFAULT_LOCALE, '/')).toBe('/');
  });

  it('puts a query after the localised path', () => {
    expect(
      urls.withQuery(
        urls.localised('de', urls.login('X')),
        new URLSearchParams({ returnUrl: '/de/Book/X' }),
      ),
    ).toBe('/de/Account/Login/X?returnUrl=%2Fde%2FBook%2FX');
  });
});
