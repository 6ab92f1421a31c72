import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it('lets only our own site frame the pages by default', () => {
    const headers = securityHeaders({ https: false });
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('lets a hotel website embed the engine', () => {
    const headers = securityHeaders({
      https: true,
      frameAncestors: "'self' https://www.grandlondon.example",
    });
    expect(headers['Content-Security-Policy']).toContain(
      "frame-ancestors 'self' https://www.grandlondon.example;",
    );
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });

  it('ignores anything that is not a source expression', () => {
    const headers = securityHeaders({
      https: false,
      frameAncestors: "https://ok.example; script-src * 'unsafe-inline'",
    });
    expect(headers['Content-Security-Policy']).toBe(
      "frame-ancestors https://ok.example; base-uri 'self'; object-src 'none'",
    );
  });
});
