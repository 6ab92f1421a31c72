import { describe, expect, it } from 'vitest';
import { allowedHosts, isAllowedHost, publicOrigin, trustsProxy } from './public-origin.ts';

describe('public origin and allowed hosts', () => {
  it.each([
    [{}, 'http://127.0.0.1:4321'],
    [{ HOST: '127.0.0.1', PORT: '4400' }, 'http://127.0.0.1:4400'],
    [{ HOST: '0.0.0.0', PORT: '8080' }, 'http://localhost:8080'],
    [
      { PUBLIC_ORIGIN: 'https://booking.myhotel.example/some/path' },
      'https://booking.myhotel.example',
    ],
  ])('%j → %s', (env, origin) => {
    expect(publicOrigin(env)).toBe(origin);
  });

  it.each([
    [{ HOST: '127.0.0.1', PORT: '4400' }, '127.0.0.1:4400', true],
    [{ HOST: '127.0.0.1', PORT: '4400' }, 'localhost:4400', true],
    [{ HOST: '127.0.0.1', PORT: '4400' }, 'evil.example', false],
    [{ HOST: '127.0.0.1', PORT: '4400' }, '127.0.0.1:4401', false],
    [{ PUBLIC_ORIGIN: 'https://booking.myhotel.example' }, 'booking.myhotel.example', true],
    [{ PUBLIC_ORIGIN: 'https://booking.myhotel.example' }, 'BOOKING.myhotel.example', true],
    [{ PUBLIC_ORIGIN: 'https://booking.myhotel.example' }, 'evil.example', false],
    [
      { ALLOWED_HOSTS: 'www.booking.myhotel.example, other.example:8443' },
      'other.example:8443',
      true,
    ],
    [{}, null, false],
  ])('%j answers Host %s: %s', (env, host, allowed) => {
    expect(isAllowedHost(host, allowedHosts(env))).toBe(allowed);
  });

  it('trusts forwarding headers only when told it is behind a proxy', () => {
    expect(trustsProxy({})).toBe(false);
    expect(trustsProxy({ TRUST_PROXY: '1' })).toBe(true);
  });
});
