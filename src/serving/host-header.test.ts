import { describe, expect, it } from 'vitest';
import { isHostHeader } from './host-header.mjs';

describe('a Host header the server can make a URL of', () => {
  it.each([
    ['127.0.0.1:4321', true],
    ['booking.myhotel.example', true],
    ['[::1]:4321', true],
    ['localhost', true],
    ['host@other', false],
    ['127.0.0.1:4321@evil.example', false],
    ['user:pass@127.0.0.1:4321', false],
    ['evil.example/path', false],
    ['evil.example\\x', false],
    ['a b', false],
    ['', false],
    [undefined, false],
    ['127.0.0.1:123456', false],
  ])('%j → %s', (host, valid) => {
    expect(isHostHeader(host)).toBe(valid);
  });
});
