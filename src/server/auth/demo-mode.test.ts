import { describe, expect, it } from 'vitest';
import { isDemoMode, isLoopbackHost } from './demo-mode.ts';

describe('demo mode (the outbox page and API)', () => {
  it.each([
    ['npm start on a laptop (HOST unset)', {}, true],
    ['loopback', { HOST: '127.0.0.1' }, true],
    ['loopback v6', { HOST: '::1' }, true],
    ['localhost', { HOST: 'localhost' }, true],
    ['a public address, DEMO_MODE unset', { HOST: '0.0.0.0' }, false],
    ['a LAN address, DEMO_MODE unset', { HOST: '192.168.1.20' }, false],
    ['a public address with DEMO_MODE=on', { HOST: '0.0.0.0', DEMO_MODE: 'on' }, true],
    ['loopback with DEMO_MODE=off', { HOST: '127.0.0.1', DEMO_MODE: 'off' }, false],
    ['an unreadable DEMO_MODE on a public address', { HOST: '0.0.0.0', DEMO_MODE: 'maybe' }, false],
    [
      'loopback behind a proxy on the same machine (public origin)',
      { HOST: '127.0.0.1', PUBLIC_ORIGIN: 'https://booking.myhotel.example' },
      false,
    ],
    ['loopback behind a proxy it trusts', { HOST: '127.0.0.1', TRUST_PROXY: '1' }, false],
    ['loopback with a loopback public origin', { PUBLIC_ORIGIN: 'http://localhost:4321' }, true],
    ['loopback with TRUST_PROXY=0', { HOST: '127.0.0.1', TRUST_PROXY: '0' }, true],
    [
      'behind a proxy with DEMO_MODE=on',
      { PUBLIC_ORIGIN: 'https://demo.stayfront.example', TRUST_PROXY: '1', DEMO_MODE: 'on' },
      true,
    ],
    [
      'an unreadable public origin',
      { HOST: '127.0.0.1', PUBLIC_ORIGIN: 'booking.myhotel.example' },
      false,
    ],
  ])('%s → %s', (_case, env, shown) => {
    expect(isDemoMode(env)).toBe(shown);
  });

  it.each([
    ['127.10.0.1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['127.0.0.1.evil', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
