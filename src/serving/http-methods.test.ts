import { describe, expect, it } from 'vitest';
import { ALLOWED_METHODS, METHOD_NOT_ALLOWED } from './http-methods.mjs';

describe('the methods pages and the API answer', () => {
  it.each([
    ['GET', true],
    ['HEAD', true],
    ['POST', true],
    ['PUT', true],
    ['PATCH', true],
    ['DELETE', true],
    ['OPTIONS', true],
    ['TRACE', false],
    ['CONNECT', false],
    ['PROPFIND', false],
    ['get', false],
  ])('%s allowed: %s', (method, allowed) => {
    expect(ALLOWED_METHODS.has(method)).toBe(allowed);
  });

  it('the 405 answer names every method it takes, as plain text', () => {
    expect(METHOD_NOT_ALLOWED.headers.Allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(METHOD_NOT_ALLOWED.headers['Content-Type']).toBe('text/plain; charset=utf-8');
  });
});
