import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCRYPT_COST,
  hashPassword,
  needsRehash,
  verifyNoPassword,
  verifyPassword,
} from './password.ts';

const CHEAP = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it("uses OWASP's scrypt cost by default (N=2^17, r=8, p=1), within Node's memory limit", async () => {
    expect(DEFAULT_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('Stayfront-Demo-2026!');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('Stayfront-Demo-2026!', hash)).toBe(true);
  });

  it('salts every hash and checks the password exactly', async () => {
    const [a, b] = [
      await hashPassword('Same-Password!', CHEAP),
      await hashPassword('Same-Password!', CHEAP),
    ];
    expect(a).not.toBe(b);
    expect(await verifyPassword('Same-Password!', a)).toBe(true);
    expect(await verifyPassword('same-password!', a)).toBe(false);
    expect(await verifyPassword('Same-Password!', 'scrypt$1024$8$1$bad')).toBe(false);
    expect(await verifyNoPassword('anything', CHEAP)).toBe(false);
  });

  it('tells when a stored hash was made with other parameters', async () => {
    const cheap = await hashPassword('x', CHEAP);
    expect(needsRehash(cheap, CHEAP)).toBe(false);
    expect(needsRehash(cheap, DEFAULT_SCRYPT_COST)).toBe(true);
    expect(needsRehash('bcrypt$whatever', CHEAP)).toBe(true);
  });
});
