import { describe, expect, it } from 'vitest';
import { guestAddress } from './client-address.ts';

describe('guestAddress', () => {
  it.each([
    ['the connection without a proxy', '192.0.2.1', '198.51.100.1', false, '192.0.2.1'],
    ['what our proxy saw behind it', '127.0.0.1', '198.51.100.1', true, '198.51.100.1'],
    [
      'the last entry, not what the guest put first',
      '127.0.0.1',
      '10.0.0.1, 198.51.100.1',
      true,
      '198.51.100.1',
    ],
    ['the connection when the proxy sent none', '127.0.0.1', null, true, '127.0.0.1'],
    ['the connection for an empty header', '127.0.0.1', ' ', true, '127.0.0.1'],
    ['nothing when nothing is known', undefined, null, false, undefined],
  ])('%s', (_name, connection, forwardedFor, behindProxy, address) => {
    expect(guestAddress(connection, forwardedFor, behindProxy)).toBe(address);
  });
});
