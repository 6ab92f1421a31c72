import { describe, expect, it } from 'vitest';
import { localPath } from './local-path.ts';

describe('localPath', () => {
  it.each([
    ['/Book/GRANDLDN', '/Book/GRANDLDN'],
    [
      '/Book/GRANDLDN/Rooms-And-Rates?arrive=2026-12-01&depart=2026-12-03',
      '/Book/GRANDLDN/Rooms-And-Rates?arrive=2026-12-01&depart=2026-12-03',
    ],
    ['/Manage/GRANDLDN#top', '/Manage/GRANDLDN'],
    ['//other.example/x', '/'],
    ['/\\other.example/x', '/'],
    ['/.//other.example/x', '/'],
    ['https://other.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['Book/GRANDLDN', '/'],
    ['', '/'],
    [undefined, '/'],
    [42, '/'],
    ['/Book/GRANDLDN/Checkout', '/Book/GRANDLDN/Checkout'],
    ['/ManageAccount/GRANDLDN?x=1', '/ManageAccount/GRANDLDN?x=1'],
    [null, '/'],
    // returnUrl=%2F%09%2Fevil.example%2Fx decoded: browsers drop the tab and go off-site.
    ['/\t/evil.example/x', '/'],
    ['/\n/evil.example/x', '/'],
    ['/Book/GRANDLDN\r\nSet-Cookie: x=1', '/'],
    ['/\u0000/evil.example', '/'],
    ['/\\/evil.example', '/'],
    ['/ /evil.example', '/%20/evil.example'],
    // Dot segments are removed after the origin is known: what is left must not begin `//`.
    ['/..//evil.example/x', '/'],
    ['/Book/..//evil.example/x', '/'],
    ['/%2e//evil.example/x', '/'],
    ['/%2E%2E//evil.example/x', '/'],
    ['/./\\evil.example/x', '/'],
    ['///evil.example/x', '/'],
    // Encoded slashes stay encoded in the path: a browser reads them as one segment of this site.
    ['/%2F%2Fevil.example/x', '/%2F%2Fevil.example/x'],
    ['/%5C%5Cevil.example/x', '/%5C%5Cevil.example/x'],
    ['/Book/./GRANDLDN', '/Book/GRANDLDN'],
  ])('%j → %j', (value, expected) => {
    expect(localPath(value, '/')).toBe(expected);
  });
});
