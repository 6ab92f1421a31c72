import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url.ts';

describe('safeReturnUrl', () => {
  it.each([
    ['/Book/GRANDLDN/Checkout', '/Book/GRANDLDN/Checkout'],
    ['/ManageAccount/GRANDLDN?x=1', '/ManageAccount/GRANDLDN?x=1'],
    ['//evil.example/', '/Book/GRANDLDN'],
    ['/\\evil.example', '/Book/GRANDLDN'],
    ['https://evil.example/', '/Book/GRANDLDN'],
    ['', '/Book/GRANDLDN'],
    [null, '/Book/GRANDLDN'],
    // Decoded from the attack run's returnUrl=%2F%09%2Fevil.example%2Fx: browsers drop the tab and go off-site.
    ['/\t/evil.example/x', '/Book/GRANDLDN'],
    ['/\n/evil.example/x', '/Book/GRANDLDN'],
    ['/Book/GRANDLDN\r\nSet-Cookie: x=1', '/Book/GRANDLDN'],
    ['/\u0000/evil.example', '/Book/GRANDLDN'],
    ['/\\/evil.example', '/Book/GRANDLDN'],
    ['/ /evil.example', '/%20/evil.example'],
    ['/Book/GRANDLDN#rooms', '/Book/GRANDLDN#rooms'],
    ['javascript:alert(1)', '/Book/GRANDLDN'],
    // Dot segments are removed after the origin is known: what is left must not begin `//`.
    ['/.//evil.example/x', '/Book/GRANDLDN'],
    ['/..//evil.example/x', '/Book/GRANDLDN'],
    ['/Book/..//evil.example/x', '/Book/GRANDLDN'],
    ['/%2e//evil.example/x', '/Book/GRANDLDN'],
    ['/%2E%2E//evil.example/x', '/Book/GRANDLDN'],
    ['/./\\evil.example/x', '/Book/GRANDLDN'],
    ['///evil.example/x', '/Book/GRANDLDN'],
    // Encoded slashes stay encoded in the path: a browser reads them as one segment of this site.
    ['/%2F%2Fevil.example/x', '/%2F%2Fevil.example/x'],
    ['/%5C%5Cevil.example/x', '/%5C%5Cevil.example/x'],
    ['/Book/./GRANDLDN', '/Book/GRANDLDN'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnUrl(value, 'GRANDLDN')).toBe(expected);
  });
});
