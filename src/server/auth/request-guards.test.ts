import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { CLIENT_ADDRESS_HEADER, clientAddressOf, withClientAddress } from './client-address.ts';
import { assertSameOrigin } from './same-origin.ts';
import { isHttps, readSessionToken } from './session-cookie.ts';

const request = (
  headers: Record<string, string>,
  url = 'http://hotel.example/api/Account/Logout',
) => new Request(url, { method: 'POST', headers });

describe('assertSameOrigin', () => {
  it.each([
    [{}, true],
    [{ 'sec-fetch-site': 'same-origin', origin: 'http://hotel.example' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ origin: 'http://evil.example' }, false],
    [{ origin: 'null' }, false],
    [{ origin: 'https://hotel.example' }, true],
  ])('%j passes: %s', (headers, passes) => {
    const run = () => assertSameOrigin(request(headers));
    if (passes) expect(run).not.toThrow();
    else expect(run).toThrow(HttpError);
  });
});

describe('client address', () => {
  it('overwrites a forged header with the connection address, or removes it', async () => {
    const forged = new Request('http://hotel.example/api/Account/Authenticate', {
      method: 'POST',
      headers: { [CLIENT_ADDRESS_HEADER]: '1.2.3.4' },
      body: '{"a":1}',
    });
    const real = withClientAddress(forged, '203.0.113.9');
    expect(clientAddressOf(real)).toBe('203.0.113.9');
    expect(await real.text()).toBe('{"a":1}');
    expect(
      clientAddressOf(
        withClientAddress(
          new Request('http://hotel.example/', { headers: { [CLIENT_ADDRESS_HEADER]: '1.2.3.4' } }),
          undefined,
        ),
      ),
    ).toBe('unknown');
  });
});

describe('session cookie', () => {
  it('reads only well-formed tokens and knows HTTPS behind a proxy', () => {
    const token = 'A'.repeat(43);
    expect(readSessionToken(request({ cookie: `a=1; stayfront_session=${token}` }))).toBe(token);
    expect(readSessionToken(request({ cookie: 'stayfront_session=<script>' }))).toBeUndefined();
    expect(isHttps(request({ 'x-forwarded-proto': 'https' }), { TRUST_PROXY: '1' })).toBe(true);
    // Anyone can send the header: without a proxy of ours in front it means nothing.
    expect(isHttps(request({ 'x-forwarded-proto': 'https' }), {})).toBe(false);
    expect(isHttps(request({}, 'https://hotel.example/'))).toBe(true);
    expect(isHttps(request({}))).toBe(false);
  });
});
