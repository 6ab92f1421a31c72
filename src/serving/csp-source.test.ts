import { describe, expect, it } from 'vitest';
import { cspSource } from './csp-source.ts';

describe('a CSP source', () => {
  it.each([
    // Published digests: the empty text, and the text "abc".
    ['', 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='],
    ['abc', 'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='],
  ])('of %j is its SHA-256, base64', (text, source) => expect(cspSource(text)).toBe(source));
});
