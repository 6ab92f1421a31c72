import { describe, expect, it } from 'vitest';
import { linkCode, verifyLinkCode } from './link-code.ts';

const secret = 'test-secret-0123456789';

describe('link codes', () => {
  it('are URL-safe, 22 characters, and the same for the same secret, purpose and subject', () => {
    const code = linkCode(secret, 'manage', 'GL-7Q4K9P');
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(linkCode(secret, 'manage', 'GL-7Q4K9P')).toBe(code);
  });

  it.each([
    ['another subject', 'manage', 'GL-7Q4K9Q', secret],
    ['another purpose', 'pre-check-in', 'GL-7Q4K9P', secret],
    ['another secret', 'manage', 'GL-7Q4K9P', 'other-secret'],
  ] as const)('differ for %s', (_case, purpose, subject, key) => {
    expect(linkCode(key, purpose, subject)).not.toBe(linkCode(secret, 'manage', 'GL-7Q4K9P'));
  });

  it('verify only the exact code', () => {
    const code = linkCode(secret, 'manage', 'GL-7Q4K9P');
    expect(verifyLinkCode(secret, 'manage', 'GL-7Q4K9P', code)).toBe(true);
    expect(verifyLinkCode(secret, 'manage', 'GL-7Q4K9P', code.slice(0, -1))).toBe(false);
    expect(verifyLinkCode(secret, 'manage', 'GL-7Q4K9P', `${code}x`)).toBe(false);
    expect(verifyLinkCode(secret, 'pre-check-in', 'GL-7Q4K9P', code)).toBe(false);
    expect(verifyLinkCode(secret, 'manage', 'GL-7Q4K9P', '')).toBe(false);
  });
});
